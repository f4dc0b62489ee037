/// Why the audit could not run at all (as opposed to violations it found).
public enum AuditError: Error, Equatable, Sendable, CustomStringConvertible {
    case packageNotFound(String)
    case describeFailed(String)
    case invalidDescription(String)
    case unreadableSource(String)

    public var description: String {
        switch self {
        case .packageNotFound(let path): "no Package.swift at \(path)"
        case .describeFailed(let message): "swift package describe failed: \(message)"
        case .invalidDescription(let message): "package description is not valid JSON: \(message)"
        case .unreadableSource(let path): "cannot read source file \(path)"
        }
    }
}
