@testable import MatchEngine
import Testing

/// A commentary line's placeholders filled in, and the actors it names.
struct CommentaryValuesTests {
    private static let values: CommentaryValues = {
        var values = CommentaryValues()
        values.team = "Grumbleton Rovers"
        values.player = "Pébé"
        values.other = "O’Drizzle"
        values.minute = "90+2"
        return values
    }()

    @Test func placeholdersAreFilledAndTheirActorsNamed() {
        let line = Self.values.render("{minute}' — {player} finds {other}: {team} lead!")
        #expect(line.text == "90+2' — Pébé finds O’Drizzle: Grumbleton Rovers lead!")
        #expect(line.mentions == [.player, .other, .team])
    }

    @Test func unknownUnclosedAndAbsentPlaceholdersAreLeftAsWritten() {
        #expect(Self.values.render("{crowd} roars — «{player}»").text == "{crowd} roars — «Pébé»")
        #expect(Self.values.render("a { that never closes {player").text == "a { that never closes {player")
        let plain = Self.values.render("Rain over the ground.")
        #expect(plain.text == "Rain over the ground." && plain.mentions.isEmpty)
        #expect(Self.values.render("{}{team}").text == "{}Grumbleton Rovers")
    }
}
