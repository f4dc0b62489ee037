// import DesignSystem — a comment is not an import.
/* import Persistence */
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

public struct Player: Sendable, Equatable {
    public let name: String
    /// The word "import GRDB" in a string literal is not an import either.
    public static let note = "import GRDB"
    public init(name: String) { self.name = name }
}
