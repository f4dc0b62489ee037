import DataManaging
import GameModels
import Persistence

/// What a cup round posts to the user's inbox, dated the round's day: his club's result and where it leaves him,
/// his next draw, and the final's result for everyone.
enum CupMessages {
    /// `played` and `drawn`: the round `round` of `rounds` just played and the next one drawn with it; `weeks`: the
    /// season's league match days, which the next round's day is told in.
    static func messages(round: Int, rounds: Int, played: [CupTie], drawn: [CupTie], date: GameDate, weeks: Int,
                         context: SeasonContext) -> [InboxDraft] {
        let user = context.career.userTeamId
        let name = CupNames.cup
        var drafts: [InboxDraft] = []
        let roundName = CupNames.round(round, of: rounds)
        if let tie = played.first(where: { $0.teamIds.contains(user) }), !tie.neutralGround {
            let through = tie.winnerTeamId == user
            let next = CupNames.round(round + 1, of: rounds)
            drafts.append(InboxDraft(
                date: date, kind: .cup, subject: "\(name), \(roundName): \(result(of: tie, context: context))",
                body: through ? "Through to the \(next). The draw is made at once."
                    : "Out of the cup. The league awaits.",
                teamId: user))
        }
        drafts += draw(drawn, rounds: rounds, date: date, weeks: weeks, context: context)
        if let final = played.first(where: \.neutralGround), let winner = final.winnerTeamId {
            drafts.append(InboxDraft(
                date: date, kind: .cup, subject: "\(name) final: \(result(of: final, context: context))",
                body: "\(context.clubName(winner)) win \(name) \(context.season.label)"
                    + (winner == user ? ". The trophy comes home!" : "."),
                teamId: winner))
        }
        return drafts
    }

    /// The user's tie of a round just drawn, if his club is in it.
    static func draw(_ ties: [CupTie], rounds: Int, date: GameDate, weeks: Int, context: SeasonContext) -> [InboxDraft] {
        let user = context.career.userTeamId
        guard let tie = ties.first(where: { $0.teamIds.contains(user) }) else { return [] }
        let home = tie.homeTeamId == user
        let opponent = home ? tie.awayTeamId : tie.homeTeamId
        let round = CupNames.round(tie.round, of: rounds)
        let venue = tie.neutralGround ? "at the national stadium against" : home ? "at home to" : "away to"
        let day = context.cupMatchDay(beforeRound: tie.round, weeks: weeks)
        return [InboxDraft(date: date, kind: .cup,
                           subject: "\(CupNames.cup) draw, \(round): \(venue) \(context.clubName(opponent))",
                           body: "\(context.clubName(opponent)) play in tier \(home ? tie.awayTier : tie.homeTier). "
                               + "The tie is played midweek after league match day \(day).",
                           teamId: user)]
    }

    /// "Owls 1–1 Rovers, after extra time, 4–3 on penalties (Owls through)".
    static func result(of tie: CupTie, context: SeasonContext) -> String {
        let score = "\(context.clubName(tie.homeTeamId)) \(tie.homeGoals ?? 0)–\(tie.awayGoals ?? 0) "
            + context.clubName(tie.awayTeamId)
        let through = tie.shootoutScore == nil ? "" : tie.winnerTeamId.map { " (\(context.clubName($0)) through)" } ?? ""
        return score + (tie.settlement.map { ", " + $0 } ?? "") + through
    }
}
