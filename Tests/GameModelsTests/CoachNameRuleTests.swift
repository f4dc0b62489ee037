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

    @Test func messagesNameTheField() {
        #expect(CoachNameRule.Violation.empty(field: "First name").description == "First name must not be empty")
    }
}
