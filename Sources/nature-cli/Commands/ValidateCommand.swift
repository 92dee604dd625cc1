import NatureKit
import NatureTerminal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `nature-cli validate [file]`: checks a catalog and prints every problem, one per line, on
/// standard error; a valid catalog gets a one-line summary on standard output.
struct ValidateCommand {
    let invocation: Invocation

    func run() throws(CommandFailure) -> ExitCode {
        let path = invocation.positionals.first ?? invocation.catalogPath
        let (catalog, problems) = Catalog.validate(contentsOf: path.map { URL(fileURLWithPath: $0) })
        if let catalog {
            let name = path ?? "the built-in catalog"
            try invocation.print(
                "\(name): valid, \(catalog.objects.count) objects, \(catalog.imageNames.count) images\n")
            return .success
        }
        for problem in problems {
            StandardStream.reportError(problem.description)
        }
        StandardStream.reportError("\(problems.count) problem\(problems.count == 1 ? "" : "s") found")
        return problems.contains(where: \.isUnreadable) ? .catalogUnreadable : .badCatalog
    }
}
