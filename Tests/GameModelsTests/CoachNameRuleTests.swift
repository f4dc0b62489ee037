import GameModels
import Testing

@Suite struct CoachNameRuleTests {
    @Test func trimsAndAcceptsReadableNames() {
        #expect(CoachNameRule.validate("  Ada ", field: "First name") == .success("Ada"))
        #expect(CoachNameRule.validate("O'Neil-Smith Jr.", field: "Last name") == .success("O'Neil-Smith Jr."))
        #expect(CoachNameRule.validate("Zoë", field: "First name") == .success("Zoë"))
    }

    @Test func rejectsEmptyBlankLongAndOddNames() {
        #expect(CoachNameRule.validate("", field: "First name") == .failure(.empty(field: "First name")))
        #expect(CoachNameRule.validate(" \t ", field: "First name") == .failure(.empty(field: "First name")))
        let long = String(repeating: "a", count: CoachNameRule.maximumLength + 1)
        #expect(CoachNameRule.validate(long, field: "Last name")
            == .failure(.tooLong(field: "Last name", limit: CoachNameRule.maximumLength)))
        #expect(CoachNameRule.validate("R2D2", field: "Last name") == .failure(.invalidCharacters(field: "Last name")))
    }

    @Test func allowsLettersWithAccentsAndTheFourMarksOnly() {
        for character: Character in ["a", "Z", "ë", "e\u{301}", "ß", "Ж", " ", "'", ".", "-"] {
            #expect(CoachNameRule.allows(character), "\(character)")
        }
        for character: Character in ["2", "_", "@", "\t", "\u{1B}", "😀", "\u{301}"] {
            #expect(!CoachNameRule.allows(character), "\(character.unicodeScalars.map(\.value))")
        }
        // The rule and the filter agree: a name made of allowed characters validates, combined accents too.
        #expect(CoachNameRule.validate("Jose\u{301}", field: "First name") == .success("Jose\u{301}"))
    }

    @Test func messagesNameTheField() {
        #expect(CoachNameRule.Violation.empty(field: "First name").description == "First name must not be empty")
    }
}
