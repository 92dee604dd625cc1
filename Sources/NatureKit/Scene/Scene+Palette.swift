extension Scene {
    /// The scene's colours: the palette a species' copies vary within, and the light over the world.
    enum Palette {
        /// The colours a copy of an object in `color` may come in: its own, its bright or plain twin, and
        /// one neighbour, so that a crab comes red to orange and never blue. Never plain blue, nor black:
        /// on a dark terminal a fish in either all but vanished.
        static func family(of color: NamedColor) -> [NamedColor] {
            switch color {
            case .red, .brightRed: [.red, .brightRed, .yellow]
            case .yellow, .brightYellow: [.yellow, .brightYellow, .brightRed]
            case .green, .brightGreen: [.green, .brightGreen, .yellow]
            case .blue, .brightBlue: [.brightBlue, .cyan, .brightCyan]
            case .magenta, .brightMagenta: [.magenta, .brightMagenta, .brightRed]
            case .cyan, .brightCyan: [.cyan, .brightCyan, .brightBlue]
            case .white, .brightWhite, .gray: [.white, .brightWhite, .gray]
            case .black: [.gray, .white]
            }
        }

        /// A colour from `color`'s family, picked with `generator`; `nil`, the terminal's own, stays so.
        static func variant(of color: NamedColor?, using generator: inout SeededGenerator) -> NamedColor? {
            guard let color else { return nil }
            let family = family(of: color)
            return generator.index(below: family.count).map { family[$0] } ?? color
        }

        /// Night: the world and what stands in it take the moon's colours but the lights, bright yellow or
        /// bright red (the moon, a lamp, a fire, a firefly) or drawn bold (the stars). The creatures keep
        /// their colours: in the night's colours with the rest, they all but vanished into the dark
        /// (``Scene/canvas``).
        static let night = Light(lights: [.brightYellow, .brightRed])

        /// A light over the world: which colours keep theirs, and the moon's for the rest.
        struct Light: Sendable {
            let lights: Set<NamedColor>

            /// Falls on every cell of `rows`.
            func apply(to canvas: inout Canvas, rows: Range<Int>) {
                for row in rows.clamped(to: 0..<canvas.height) {
                    for column in 0..<canvas.width { apply(to: &canvas, column: column, row: row) }
                }
            }

            /// `style` under this light: a light's colour or a bold cell as it is, and the rest in the moon's
            /// colours, never faint.
            func lit(_ style: Canvas.Style) -> Canvas.Style {
                keeps(style) ? style : Canvas.Style(color: Self.moonlit(style))
            }

            /// Whether something in `style` keeps its colours under this light: it is drawn bold or in a
            /// light's colour.
            private func keeps(_ style: Canvas.Style) -> Bool {
                style.contains(.bold) || style.color.map(lights.contains) == true
            }

            /// Falls on the cells `sprite` drew with its top-left corner at `column`, `row`, on `rows`, and on
            /// no others.
            func apply(to canvas: inout Canvas, over sprite: Sprite, column: Int, row: Int, within rows: Range<Int>) {
                let top = max(0, rows.lowerBound - row)
                for y in top..<max(top, min(sprite.height, rows.upperBound - row)) {
                    for x in 0..<sprite.width where sprite.cells[y * sprite.width + x].bits != 0 {
                        apply(to: &canvas, column: column + x, row: row + y)
                    }
                }
            }

            private func apply(to canvas: inout Canvas, column: Int, row: Int) {
                guard column >= 0, column < canvas.width, row >= 0, row < canvas.height else { return }
                let cell = canvas[column, row]
                guard !cell.isEmpty, !keeps(cell.style) else { return }
                canvas.recolor(column: column, row: row, to: Self.moonlit(cell.style))
            }

            /// What `style`'s colour shows as by moonlight, one step darker than by day: the pale things (snow, a
            /// tower, the terminal's own colour) silver, the green things (trees, grass, weed) plain green, the
            /// water's blues blue but its crests cyan, glinting in the moonlight, and the rest grey: the land's
            /// faint things (far hills), its rock, stone, sand and wood. The rest in bright blue, viewers read a
            /// cactus as "a broken ladder" and asked why a tree's trunk was blue. Dimmed alone, the world looked
            /// the same at night to viewers whose terminals draw faint text as plain; dimmed and blue, it was
            /// mush; all in one bright blue, a viewer saw the land, the sea and the trees run together; with the
            /// land's faint things blue as the water's, a viewer saw land and sea drawn in the same blues; with
            /// the green things sea-green, the grass line ran into the waves beside it and a willow read as a
            /// fountain. With the crests blue too, two viewers in one round found the sea's surface "dark navy
            /// on black", the picture's main dividing line barely showing.
            static func moonlit(_ style: Canvas.Style) -> NamedColor {
                let isWater = [.blue, .brightBlue, .cyan, .brightCyan].contains(style.color)
                if style.contains(.dim) { return isWater ? .blue : .gray }
                return switch style.color {
                case .white, .brightWhite, nil: .white
                case .green, .brightGreen: .green
                case .cyan, .brightCyan: .cyan
                case .blue, .brightBlue: .blue
                default: .gray
                }
            }
        }

        /// The night as far as it has come down the window, and, at dawn, gone down it: its light falls on
        /// `darkRows`.
        struct Nightfall: Sendable {
            let light: Light
            let darkRows: Range<Int>

            /// `style` as something drawn on `row` shows: under the night's light where it has come down.
            func style(_ style: Canvas.Style, row: Int) -> Canvas.Style {
                darkRows.contains(row) ? light.lit(style) : style
            }
        }
    }
}
