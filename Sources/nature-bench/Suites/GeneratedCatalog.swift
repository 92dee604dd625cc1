/// Catalog JSON of any size, made in memory: `objectCount` objects that draw on one pool of images,
/// cycling through every built-in kind, so that decoding time can be measured against catalog size.
///
/// The image pool stays the same size whatever the object count, so that a 10× larger catalog is
/// 10× more objects and nothing else: the scaling ratio then shows whether loading is linear.
enum GeneratedCatalog {
    static let imagePoolSize = 64
    static let imageHeight = 6
    static let imageWidth = 24

    static func json(objectCount: Int) -> [UInt8] {
        var text = "{\n  \"version\": 1,\n  \"images\": {\n"
        for image in 0..<imagePoolSize {
            let lines = (0..<imageHeight).map { row in "\"\(artLine(image: image, row: row))\"" }
            text += "    \"\(imageName(image))\": [\(lines.joined(separator: ", "))]"
            text += image == imagePoolSize - 1 ? "\n" : ",\n"
        }
        text += "  },\n  \"objects\": [\n"
        for object in 0..<objectCount {
            text += "    " + objectJSON(object)
            text += object == objectCount - 1 ? "\n" : ",\n"
        }
        text += "  ]\n}\n"
        return Array(text.utf8)
    }

    private static func imageName(_ index: Int) -> String {
        "art-\(index % imagePoolSize)"
    }

    /// A line of ASCII art that differs from image to image and row to row, with a backslash to
    /// escape, as real art has.
    private static func artLine(image: Int, row: Int) -> String {
        let glyphs = Array("/\\_-=()^'.,~*")
        var line = ""
        for column in 0..<imageWidth {
            let pick = (image * 7 + row * 3 + column * 5) % 11
            if pick < 4 {
                line += " "
            } else {
                // JSON escapes a backslash as two.
                let glyph = glyphs[pick % glyphs.count]
                line += glyph == "\\" ? "\\\\" : String(glyph)
            }
        }
        return line
    }

    private static func objectJSON(_ index: Int) -> String {
        let title = "\"title\": \"Generated \(index)\""
        let position = "\"coordinateX\": \(index % 80), \"coordinateY\": \(index % 24)"
        let frames = (0..<4).map { "\"\(imageName(index + $0))\"" }.joined(separator: ", ")
        let stills = (0..<3).map { "\"\(imageName(index * 3 + $0))\"" }.joined(separator: ", ")
        switch index % 3 {
        case 0:
            return "{\"kind\": \"animal\", \(title), \"type\": \"Animal\", \(position), "
                + "\"animationImages\": [\(frames)], \"animationDuration\": 0.8, \"color\": \"cyan\"}"
        case 1:
            return "{\"kind\": \"notAnimal\", \(title), \"type\": \"Landscape\", \(position), "
                + "\"randomImages\": [\(stills)]}"
        default:
            return "{\"kind\": \"scenery\", \(title), \"type\": \"Landscape\", \(position), "
                + "\"animationImages\": [\(frames)], \"animationDuration\": 1.2, \"randomImages\": [\(stills)], "
                + "\"color\": \"brightBlue\"}"
        }
    }
}
