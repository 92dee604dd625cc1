/// How a program ended: by exiting with a status, or killed by a signal it did not handle.
enum ProgramEnding: Equatable, CustomStringConvertible {
    case exited(Int32)
    case killed(by: Int32)

    var description: String {
        switch self {
        case .exited(let status): "exited \(status)"
        case .killed(let signal): "killed by signal \(signal)"
        }
    }
}
