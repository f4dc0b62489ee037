import GRDB

/// What waits on the manager as stored: his squad (for injuries), the open and closed bids for his players this
/// season, his job offers and the board's state — read for an advance that stops at news.
package struct ManagerNewsRecords {
    package let squad: [PlayerRecord]
    package let bids: [TransferBidRecord]
    package let offers: [JobOfferRecord]
    package let board: BoardStateRecord?

    package static func read(teamId: String, seasonId: String, in db: Database) throws -> ManagerNewsRecords {
        ManagerNewsRecords(squad: try SeasonStore.players(ofTeams: [teamId], in: db),
                           bids: try TransferStore.bids(forPlayersOf: teamId, seasonId: seasonId, in: db),
                           offers: try BoardStore.offers(in: db), board: try BoardStore.state(in: db))
    }
}
