extension Catalog {
    /// This catalog's objects followed by `other`'s, with the images of both.
    ///
    /// Combine the catalog that ships inside NatureKit with one of your own to show, pick from or play
    /// them together:
    ///
    /// ```swift
    /// let combined = try Catalog.bundled(registry: registry, using: &generator).merging(mine)
    /// ```
    ///
    /// Every title stays unique ignoring case, as within one catalog, and an image name means one
    /// picture: a name both catalogs define alike is kept once, and one they define differently is a
    /// clash. A clash is thrown as a ``CatalogError`` about `other`'s object or image that names the
    /// source of each side: the file and JSON path in `other`, and where the name is already taken in
    /// this catalog. ``problems(merging:)`` lists every clash instead of the first.
    ///
    /// - Parameter other: The catalog to add after this one's objects.
    /// - Returns: The combined catalog; each object keeps the kind it was loaded as.
    public func merging(_ other: Catalog) throws(CatalogError) -> Catalog {
        if let clash = clashes(with: other, stoppingAtFirst: true).first { throw clash }
        var images = self.images
        var imageParts = origins.imagePartsByName(images.keys)
        for (name, image) in other.images where images[name] == nil {
            images[name] = image
            imageParts[name] = origins.parts.count + other.origins.imagePart(of: name)
        }
        return Catalog(
            objects: objects + other.objects, kinds: kinds + other.kinds, images: images,
            origins: Origins(parts: origins.parts + other.origins.parts, imageParts: imageParts))
    }

    /// Every clash that ``merging(_:)`` would find between this catalog and `other`, in `other`'s order:
    /// titles first, then image names; empty when they combine.
    ///
    /// - Parameter other: The catalog to add after this one's objects.
    public func problems(merging other: Catalog) -> [CatalogError] {
        clashes(with: other, stoppingAtFirst: false)
    }

    private func clashes(with other: Catalog, stoppingAtFirst: Bool) -> [CatalogError] {
        var problems: [CatalogError] = []
        var titles: [String: Int] = [:]
        for (index, object) in objects.enumerated() where titles[object.title.lowercased()] == nil {
            titles[object.title.lowercased()] = index
        }
        for (index, object) in other.objects.enumerated() {
            guard let first = titles[object.title.lowercased()] else { continue }
            let there = origins.object(at: first)
            let here = other.origins.object(at: index)
            let firstAt = Origins.path(ofObjectAt: there.index, key: "title") + " of " + Origins.name(there.file)
            problems.append(
                CatalogError(
                    file: here.file, path: Origins.path(ofObjectAt: here.index, key: "title"), title: object.title,
                    kind: .duplicateTitle(object.title, firstAt: firstAt)))
            if stoppingAtFirst { return problems }
        }
        for name in other.images.keys.sorted() {
            guard let mine = images[name], let theirs = other.images[name], mine != theirs else { continue }
            let path = JSONPathComponent.render([.key("images"), .key(name)])
            problems.append(
                CatalogError(
                    file: other.origins.imageFile(of: name), path: path,
                    kind: .imageClash(name, definedIn: Origins.name(origins.imageFile(of: name)))))
            if stoppingAtFirst { return problems }
        }
        return problems
    }
}

extension Catalog {
    /// The sources a catalog's objects and images came from: one part per catalog combined, in order.
    struct Origins: Sendable {
        struct Part: Sendable {
            /// The file as errors name it; `nil` for data from memory or objects made in code.
            var file: String?
            var objectCount: Int
        }

        var parts: [Part]
        /// The part that defines each image, for a catalog of several parts; one part defines them all.
        var imageParts: [String: Int] = [:]

        /// The file of the object at `index` in the whole catalog, and its index in that file.
        func object(at index: Int) -> (file: String?, index: Int) {
            var start = 0
            for part in parts {
                if index < start + part.objectCount { return (part.file, index - start) }
                start += part.objectCount
            }
            preconditionFailure("object \(index) is outside a catalog of \(start) objects")
        }

        func imagePart(of name: String) -> Int { imageParts[name] ?? 0 }

        func imageFile(of name: String) -> String? { parts[imagePart(of: name)].file }

        /// The part of each of `names`, held by name, for a combined catalog to add to.
        func imagePartsByName(_ names: some Sequence<String>) -> [String: Int] {
            guard parts.count > 1 else { return Dictionary(uniqueKeysWithValues: names.map { ($0, 0) }) }
            return imageParts
        }

        static func path(ofObjectAt index: Int, key: String) -> String {
            JSONPathComponent.render([.key("objects"), .index(index), .key(key)])
        }

        /// A source as an error names it.
        static func name(_ file: String?) -> String {
            file.map(TerminalText.fileName) ?? "the catalog it joins"
        }
    }
}
