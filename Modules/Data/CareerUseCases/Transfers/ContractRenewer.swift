import DataManaging
import Economy
import GameModels
import GRDB
import Persistence

/// Extends one of the user's players' contracts on his renewal demand (`WageDemand.renewal`): the seasons
/// he wants are full seasons after the current one, and the new wage is paid from the next week.
enum ContractRenewer {
    static func demand(playerId: String, in db: Database) throws -> RenewalDemand {
        try demand(for: ContractSubject(playerId: playerId, in: db))
    }

    static func renew(playerId: String, accepting accepted: RenewalDemand, in db: Database) throws {
        let subject = try ContractSubject(playerId: playerId, in: db)
        guard try demand(for: subject) == accepted else {
            throw DataError.contractRefused("\(subject.player.fullName)'s demand has changed: ask him again")
        }
        try ContractStore.setContract(playerId: playerId, teamId: subject.player.teamId,
                                      weeklyWage: accepted.weeklyWage, endSeason: accepted.endSeason, in: db)
        let name = subject.player.fullName
        let last = Season.label(startingIn: accepted.endSeason)
        try InboxPoster.post([InboxDraft(date: subject.date, kind: .contract, subject: "\(name) signs a new contract",
                                         body: "\(name) commits his future to the club: his new deal runs until the "
                                             + "end of the \(last) season.",
                                         playerId: playerId, teamId: subject.player.teamId)], in: db)
    }

    private static func demand(for subject: ContractSubject) throws -> RenewalDemand {
        let player = subject.player
        let asked = WageDemand.renewal(player, clubTier: subject.tier)
        let endSeason = subject.moment.seasonYear + asked.seasons
        guard player.contract.endSeason < endSeason else {
            throw DataError.contractRefused(
                "\(player.fullName)'s contract already runs as long as the \(asked.seasons) "
                    + "season\(asked.seasons == 1 ? "" : "s") he would sign for")
        }
        return RenewalDemand(weeklyWage: asked.weeklyWage, seasons: asked.seasons, endSeason: endSeason)
    }
}
