/// The world seed as typed on the New Career form: a whole number from 0 to `UInt64.max`, as
/// `supersoccer new --seed` takes it.
public enum WorldSeedInput {
    /// The digits of the largest seed; the field takes no more.
    public static let maximumDigits = String(UInt64.max).count

    public static func allows(_ character: Character) -> Bool {
        character.isASCII && character.isWholeNumber
    }

    /// The seed, or a one-line reason it is none.
    public static func parse(_ text: String) -> Result<UInt64, SeedProblem> {
        guard !text.isEmpty else { return .failure(.empty) }
        guard text.allSatisfy(allows), let seed = UInt64(text) else { return .failure(.outOfRange) }
        return .success(seed)
    }

    public enum SeedProblem: Error, Sendable, Equatable, CustomStringConvertible {
        case empty, outOfRange

        public var description: String {
            let label = NewGameField.worldSeed.label
            return switch self {
            case .empty: "\(label) must not be empty"
            case .outOfRange: "\(label) must be a whole number from 0 to \(UInt64.max)"
            }
        }
    }
}
