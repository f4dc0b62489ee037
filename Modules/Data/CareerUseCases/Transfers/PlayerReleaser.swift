import DataManaging
import Economy
import GameModels
import GRDB
import Persistence
import TransferMarket

/// Releases one of the user's players to the free agents, paying up the rest of his contract at once: his
/// wage for every week left of this season and of each season still on his deal. He is stored as the
/// rollover stores its free agents — no club, his wage kept, a contract ending this season — so he stays
/// in the pool for one season end.
enum PlayerReleaser {
    static func terms(playerId: String, in db: Database) throws -> ReleaseTerms {
        try terms(for: ContractSubject(playerId: playerId, in: db), in: db)
    }

    static func release(playerId: String, in db: Database) throws -> ReleaseTerms {
        let subject = try ContractSubject(playerId: playerId, in: db)
        let terms = try terms(for: subject, in: db)
        let player = subject.player
        try ContractStore.setContract(playerId: player.id, teamId: nil, weeklyWage: player.contract.weeklyWage,
                                      endSeason: subject.moment.seasonYear, in: db)
        let paidUp = terms.weeksLeft == 1 ? "the last week" : "all \(terms.weeksLeft) weeks"
        try InboxPoster.post([InboxDraft(date: subject.date, kind: .contract, subject: "\(player.fullName) released",
                                         body: "\(player.fullName) leaves as a free agent. The club pays up "
                                             + "\(terms.weeksLeft == 0 ? "nothing: his deal was done" : paidUp) of his contract.",
                                         playerId: player.id, teamId: player.teamId)], in: db)
        guard let teamId = player.teamId, terms.payOff > 0 else { return terms }
        let kind = MoneyKind.compensation.rawValue
        try FinanceStore.add(teamId: teamId, seasonId: subject.seasonId, kind: kind, amount: terms.payOff,
                             signed: -terms.payOff, in: db)
        try ContractStore.addToUserWeek(seasonId: subject.seasonId, matchDay: subject.bookingWeek, kind: kind,
                                        amount: terms.payOff, signed: -terms.payOff, in: db)
        return terms
    }

    private static func terms(for subject: ContractSubject, in db: Database) throws -> ReleaseTerms {
        let player = subject.player
        if try LiveMatchStore.liveMatch(in: db) != nil {
            throw DataError.contractRefused("a match is being played: finish it before releasing \(player.fullName)")
        }
        // The market's limits (`SquadLimits`), so a release and a sale are refused at the same line.
        let minimum = SquadLimits.size.lowerBound
        guard subject.squad.count > minimum else {
            throw DataError.contractRefused(
                "the squad has \(subject.squad.count) players and may not drop below \(minimum)")
        }
        guard SquadLimits.canLose(player, from: subject.squad) else {
            throw DataError.contractRefused("the squad needs at least \(SquadLimits.minimum(of: player.position)) "
                + plural(player.position))
        }
        return ReleaseTerms(weeksLeft: subject.moment.weeksLeft(on: player.contract),
                            payOff: subject.moment.payOff(releasing: player.contract))
    }

    private static func plural(_ position: Position) -> String {
        switch position {
        case .goalkeeper: "goalkeepers"
        case .defender: "defenders"
        case .midfielder: "midfielders"
        case .forward: "forwards"
        }
    }
}
