/// The rule for a coach's first or last name, shared by the game screen and the headless command.
public enum CoachNameRule {
    public static let maximumLength = 24

    public enum Violation: Error, Sendable, Equatable, CustomStringConvertible {
        case empty(field: String)
        case tooLong(field: String, limit: Int)
        case invalidCharacters(field: String)

        public var description: String {
            switch self {
            case .empty(let field): "\(field) must not be empty"
            case .tooLong(let field, let limit): "\(field) is longer than \(limit) characters"
            case .invalidCharacters(let field): "\(field) may hold only letters, spaces, apostrophes, dots and hyphens"
            }
        }
    }

    /// Returns the trimmed name, or the first rule it breaks. `field` names the input in the message.
    public static func validate(_ raw: String, field: String) -> Result<String, Violation> {
        let name = raw.trimmingWhitespace()
        guard !name.isEmpty else { return .failure(.empty(field: field)) }
        guard name.count <= maximumLength else { return .failure(.tooLong(field: field, limit: maximumLength)) }
        guard name.allSatisfy(allows) else { return .failure(.invalidCharacters(field: field)) }
        return .success(name)
    }

    /// Whether a name may hold `character`: a letter (accents included, precomposed or combined), a space,
    /// an apostrophe, a dot or a hyphen. The New Career form filters typing with it, so the field takes
    /// exactly the characters `validate` accepts.
    public static func allows(_ character: Character) -> Bool {
        if " '.-".contains(character) { return true }
        let scalars = character.unicodeScalars
        guard let base = scalars.first, base.properties.isAlphabetic else { return false }
        return scalars.dropFirst().allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: true
            default: scalar.properties.isAlphabetic
            }
        }
    }
}

extension String {
    /// Trims spaces, tabs and newlines without Foundation.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
