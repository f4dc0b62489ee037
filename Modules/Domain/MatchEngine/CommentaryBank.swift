/// The commentator's lines per kind, each kind in its own file. Placeholders: {player} and {other} (the
/// players' names in this match, `MatchNames`), {fullName} (the main player's full name), {team} and
/// {opponent} (the acting club and the other one), {home}, {away}, {score} (home first, "2-1"),
/// {minute} ("45+2") and {pens} (a shootout's score, home first). Lines that tell an attack say which finishes they fit; the rest fit every moment.
enum CommentaryBank {
    /// Every kind's lines, by the kind's raw value. Built by the first live match, never by the fast path.
    static let all: [[CommentaryLine]] = CommentaryKind.allCases.map(build)

    private static func build(_ kind: CommentaryKind) -> [CommentaryLine] {
        switch kind {
        case .kickOff: plain(kickOff)
        case .secondHalf: plain(secondHalf)
        case .halfTime: plain(halfTime)
        case .fullTime: plain(fullTime)
        case .possession: plain(possession)
        case .chance: chance
        case .shot: shot
        case .save: save
        case .block: block
        case .miss: miss
        case .foul: plain(foul)
        case .corner: plain(corner)
        case .offside: plain(offside)
        case .goal: goal
        case .soloGoal: soloGoal
        case .yellowCard: plain(yellowCard)
        case .secondYellow: plain(secondYellow)
        case .redCard: plain(redCard)
        case .injury: plain(injury)
        case .substitution: plain(substitution)
        case .whimsy: plain(whimsy)
        case .extraTime: plain(extraTime)
        case .extraTimeHalf: plain(extraTimeHalf)
        case .shootoutStart: plain(shootoutStart)
        case .penaltyScored: plain(penaltyScored)
        case .penaltySaved: plain(penaltySaved)
        case .penaltyMissed: plain(penaltyMissed)
        case .shootoutWon: plain(shootoutWon)
        }
    }

    private static func plain(_ templates: [String]) -> [CommentaryLine] {
        templates.map { CommentaryLine($0) }
    }

    /// Lines that tell an attack ending in one of `fits`.
    static func lines(_ fits: Finish, _ templates: [String]) -> [CommentaryLine] {
        templates.map { CommentaryLine($0, fits: fits) }
    }
}
