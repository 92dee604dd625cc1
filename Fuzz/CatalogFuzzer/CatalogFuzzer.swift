import NatureKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// libFuzzer's entry point: each input is taken as the bytes of a catalog file.
//
// Built only with NATUREKIT_FUZZ set (see Package.swift and Scripts/fuzz.sh), with `-sanitize=fuzzer`,
// which supplies `main`; this file must therefore not be called main.swift.
//
// Beyond "does not crash, hang or leak", each input is checked against what the catalog promises:
// - every problem's description is one line that a terminal prints without acting on any of it;
// - `Catalog(data:)` loads exactly when `Catalog.problems(inData:)` finds nothing, and when it throws,
//   it throws the first of those problems;
// - the problems are the same on every run over the same bytes (no hidden randomness);
// - a loaded catalog's cards, as the CLI prints them, hold no control characters but line breaks;
// - every mover's speeds, as a scene plays them, are 0 or from one cell an hour to the scene's fastest,
//   and every card's frame loop answers for the farthest time without trapping.

/// Stops the run, so that libFuzzer keeps the input that broke an invariant as a crash.
private func violated(_ what: String, _ data: Data) -> Never {
    let preview = String(decoding: data.prefix(300), as: UTF8.self).debugDescription
    fatalError("invariant broken: \(what)\ninput: \(preview)")
}

/// The first scalar a terminal would act on, or that would break the one-line rule.
private func firstUnsafeScalar(in text: String, allowingNewlines: Bool) -> Unicode.Scalar? {
    text.unicodeScalars.first { scalar in
        switch scalar.value {
        case 0x0A: !allowingNewlines
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

private func check(_ data: Data) {
    let problems = Catalog.problems(inData: data, file: "fuzz.json")
    for problem in problems {
        let text = problem.description
        if let scalar = firstUnsafeScalar(in: text, allowingNewlines: false) {
            violated("U+\(String(scalar.value, radix: 16)) in the message \(text.debugDescription)", data)
        }
        if text.isEmpty { violated("an empty message", data) }
    }
    if Catalog.problems(inData: data, file: "fuzz.json") != problems {
        violated("two runs over the same bytes found different problems", data)
    }

    let catalog: Catalog
    do {
        catalog = try Catalog(data: data)
    } catch {
        guard let first = problems.first else { violated("loading threw \(error) but no problem was found", data) }
        var expected = first
        expected.file = nil
        if error != expected { violated("loading threw \(error), not the first problem \(expected)", data) }
        return
    }
    if !problems.isEmpty { violated("loaded a catalog with problems: \(problems)", data) }
    if catalog.objects.isEmpty { violated("loaded a catalog with no objects", data) }
    for object in catalog.objects {
        for canAnimate in [false, true] {
            let card = Card(object: object, catalog: catalog, canAnimate: canAnimate)
            if let scalar = firstUnsafeScalar(in: card.plainText, allowingNewlines: true) {
                violated("U+\(String(scalar.value, radix: 16)) in the card of \(object.title.debugDescription)", data)
            }
            for time in [Duration.zero, .seconds(3600), .longest, .seconds(Int64.max)] {
                _ = card.nextChange(after: time)
                _ = card.canvas(at: time)
            }
        }
        if let mover = object as? any MovingProtocol {
            let speeds = mover.playableSpeeds
            for speed in [speeds.across, speeds.down]
            where speed.isNaN || abs(speed) > Scene.maximumSpeed || (speed != 0 && abs(speed) < MovingSpeed.slowest) {
                violated("\(object.title.debugDescription) plays at \(speed) cells a second", data)
            }
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    check(data)
    return 0
}
