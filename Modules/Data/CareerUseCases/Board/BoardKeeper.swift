import ClubBoard
import DataManaging
import GameModels
import GRDB
import Persistence

/// The board's judgement, inside the match day's and the season end's transactions (Modules/DECISIONS.md 26):
/// its confidence moved, its warning or the sack posted, and the clubs that offer the user a job stored. A
/// sacked coach has no club to play for: the call throws `.unemployed` and the whole day or season end rolls
/// back, so nothing is played until he accepts an offer.
enum BoardKeeper {
    /// After a match day's results (`results`, scored) and money are written: the user's result and his club's
    /// balance.
    /// `cupTies`: the cup round played after the day, if any.
    static func judgeMatchDay(_ matchDay: Int, results: [Match], cupTies: [CupTie], players: [Player],
                              context: SeasonContext, in db: Database) throws {
        let state = try employedState(in: db)
        let teamId = context.career.userTeamId
        let standing = BoardStanding(context: context, players: players)
        let (rank, clubs) = standing.rank(of: teamId)
        let match = results.first(where: context.involvesUser)
        let week = BoardWeek(points: match.flatMap { $0.points(of: teamId) }, rank: rank, clubs: clubs,
                             balance: try FinanceStore.balance(teamId: teamId, in: db),
                             cupTie: cupResult(of: teamId, in: cupTies))
        try settle(BoardRules.afterMatchDay(state, week), expectation: BoardExpectation(rank: rank, of: clubs),
                   standing: standing, date: context.date(ofMatchDay: matchDay), context: context, in: db)
    }

    /// After a cup round the manager played on its own (his tie among `cupTies`), dated `date`.
    static func judgeCupTie(_ cupTies: [CupTie], date: GameDate, players: [Player], context: SeasonContext,
                            in db: Database) throws {
        let teamId = context.career.userTeamId
        guard let tie = cupResult(of: teamId, in: cupTies) else { return }
        let state = try employedState(in: db)
        let standing = BoardStanding(context: context, players: players)
        let (rank, clubs) = standing.rank(of: teamId)
        try settle(BoardRules.afterCupTie(state, tie), expectation: BoardExpectation(rank: rank, of: clubs),
                   standing: standing, date: date, context: context, in: db)
    }

    /// The club's tie among `cupTies` as the board weighs it.
    private static func cupResult(of teamId: String, in cupTies: [CupTie]) -> BoardWeek.CupTieResult? {
        cupTies.first { $0.teamIds.contains(teamId) }.map { tie in
            let home = tie.homeTeamId == teamId
            return BoardWeek.CupTieResult(tier: home ? tie.homeTier : tie.awayTier,
                                          opponentTier: home ? tie.awayTier : tie.homeTier,
                                          wentThrough: tie.winnerTeamId == teamId)
        }
    }

    /// At the season's end, before the rollover is written, from its final tables and the squads as they finished
    /// it: the final place against the club's rank and the wage bill against the season's budget; last season's
    /// offers lapse, and a strong season brings offers from stronger clubs — stronger on the ladder of the season to
    /// come (`nextTeams`, in their divisions after promotion and relegation), so a promoted club's coach is never
    /// offered a club of the tier it has just left (issue #42).
    static func judgeSeason(standings: [String: [Standing]], players: [Player], nextTeams: [Team],
                            context: SeasonContext, in db: Database) throws {
        let state = try employedState(in: db)
        let teamId = context.career.userTeamId
        let standing = BoardStanding(context: context, players: players)
        let nextLadder = BoardStanding(context: context, players: players, teams: nextTeams)
        let (rank, clubs) = standing.rank(of: teamId)
        let position = standings.values.joined().first { $0.teamId == teamId }?.position ?? clubs
        let finances = try FinancesBuilder.finances(in: db)
        let verdict = BoardRules.afterSeason(state, BoardSeason(position: position, rank: rank, clubs: clubs,
                                                                weeklyWageBill: finances.weeklyWageBill,
                                                                budget: finances.budget))
        let date = context.career.currentDate
        try BoardStore.deleteOffers(in: db)
        try settle(verdict, expectation: BoardExpectation(rank: rank, of: clubs), standing: nextLadder, date: date,
                   context: context, in: db)
        guard !verdict.state.sacked, BoardRules.isStrongSeason(position: position, rank: rank, of: clubs) else { return }
        let offers = try store(.strongSeason, standing: nextLadder, date: date, context: context, in: db)
        if !offers.isEmpty { try InboxPoster.post([BoardMessages.offers(offers, date: date)], in: db) }
    }

    /// The board's state, refused with `.unemployed` while the coach is sacked.
    static func employedState(in db: Database) throws -> BoardState {
        let state = BoardTransformer.state(from: try BoardStore.state(in: db))
        guard !state.sacked else { throw DataError.unemployed }
        return state
    }

    private static func settle(_ verdict: BoardVerdict, expectation: BoardExpectation, standing: BoardStanding,
                               date: GameDate, context: SeasonContext, in db: Database) throws {
        try BoardStore.save(BoardTransformer.record(from: verdict.state, careerId: context.career.id), in: db)
        let teamId = context.career.userTeamId
        let club = context.clubName(teamId)
        switch verdict.event {
        case .warning:
            try InboxPoster.post([BoardMessages.warning(club: club, teamId: teamId, expectation: expectation,
                                                        confidence: verdict.state.confidence, date: date)], in: db)
        case .sack:
            let offers = try store(.sacking, standing: standing, date: date, context: context, in: db)
            try InboxPoster.post([BoardMessages.sack(club: club, teamId: teamId, offers: offers, date: date)], in: db)
        case nil:
            break
        }
    }

    /// Stores the clubs' offers for `occasion` and returns their names.
    private static func store(_ occasion: OfferOccasion, standing: BoardStanding, date: GameDate,
                              context: SeasonContext, in db: Database) throws -> [String] {
        let teamIds = JobMarket.offers(occasion, coachClub: context.career.userTeamId, clubs: standing.clubs,
                                       worldSeed: context.career.worldSeed, season: context.season.year)
        for teamId in teamIds {
            _ = try BoardStore.insert(BoardTransformer.record(teamId: teamId, occasion: occasion, date: date), in: db)
        }
        return teamIds.map(context.clubName)
    }
}
