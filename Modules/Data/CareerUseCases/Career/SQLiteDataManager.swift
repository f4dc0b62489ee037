import DataManaging
import Foundation
import GameModels
import Persistence
import WorldGenerator

/// The game's storage: one SQLite file per career slot in the data directory. A career is opened and checked
/// when the manager first meets it and its connection then serves the session (`CareerConnections`); the other
/// state is the last generated world (`LastWorldCache`).
public final class SQLiteDataManager: DataManagerProtocol {
    private let dataDirectory: URL
    private let worlds: LastWorldCache
    let connections: CareerConnections
    let afterMatchWritten: @Sendable (String) throws -> Void

    /// Every first open of a career checks its file in full.
    public convenience init(dataDirectory: URL) {
        let generator = WorldGenerator()
        self.init(dataDirectory: dataDirectory, worldSource: { generator.generate(seed: $0) })
    }

    /// The game's and the commands' storage: a career whose file nothing has touched since this user's game checked
    /// or wrote it is not checked again on its first open (`CheckedCareerLedger`, in the cache folder `environment`
    /// names: $SUPERSOCCER_CACHE, $XDG_CACHE_HOME/supersoccer or ~/.cache/supersoccer).
    public convenience init(dataDirectory: URL, environment: [String: String]) {
        let generator = WorldGenerator()
        self.init(dataDirectory: dataDirectory, worldSource: { generator.generate(seed: $0) },
                  ledger: CheckedCareerLedger(url: CheckedCareerLedger.location(environment: environment)))
    }

    /// Lets tests and the fuzzer start careers in small worlds, and tests fail a match day while it is being
    /// written: `afterMatchWritten` gets each match's id once its rows are in, and may throw.
    package init(dataDirectory: URL, worldSource: @escaping @Sendable (UInt64) -> World, ledger: CheckedCareerLedger? = nil,
         afterMatchWritten: @escaping @Sendable (String) throws -> Void = { _ in }) {
        self.dataDirectory = dataDirectory
        worlds = LastWorldCache(generate: worldSource)
        connections = CareerConnections(ledger: ledger)
        self.afterMatchWritten = afterMatchWritten
    }

    /// Closes the careers this manager opened, noting each as it leaves it (`CheckedCareerLedger`): the end of a game.
    public func closeCareers() {
        connections.closeAll()
    }

    /// How many times a career was opened and checked in full, for `ssbench` to show the ledger spared the check.
    package var careersCheckedInFull: Int { connections.checkedOpens }

    public func listCareers() async throws(DataError) -> [CareerSlot] {
        try CareerSlotFiles.slots(in: dataDirectory).map { CareerSlot(slot: $0, status: status(ofSlot: $0)) }
    }

    public func worldPreview(seed: UInt64) async throws(DataError) -> WorldPreview {
        WorldPreviewBuilder.preview(of: worlds.world(seed: seed))
    }

    public func createNewCareer(_ request: CreateNewCareerRequest) async throws(DataError) -> CreateNewCareerResult {
        let firstName = try coachName(request.coachFirstName, field: "first name")
        let lastName = try coachName(request.coachLastName, field: "last name")
        try DataDirectory.prepare(dataDirectory)
        let slot: String
        if let requested = request.slot {
            try CareerSlotName.validate(requested)
            slot = requested
        } else {
            slot = CareerSlotFiles.firstFreeSlot(in: dataDirectory)
        }
        let url = CareerDatabase.fileURL(slot: slot, in: dataDirectory)
        guard !FileManager.default.fileExists(atPath: url.path) else { throw .slotTaken(slot) }

        let newCareer = try NewCareerBuilder.build(slot: slot, firstName: firstName, lastName: lastName,
                                                   teamId: request.teamId,
                                                   world: worlds.world(seed: request.worldSeed))
        try CareerFileWriter.create(CareerRecordSetTransformer.records(career: newCareer.career, world: newCareer.world,
                                                                       fixtures: newCareer.fixtures),
                                    at: url, then: NewCareerMessages.post)
        return CreateNewCareerResult(career: newCareer.career, summary: newCareer.summary)
    }

    public func careerSummary(careerId: String) async throws(DataError) -> CareerSummary {
        // The career was checked when it was listed; reads while playing skip the full-file pass.
        try connections.read(try careerFile(careerId), checkingIntegrity: false) { db in
            try CareerSummary(slot: careerId, records: CareerStore.summaryRecords(in: db))
        }
    }

    public func teamDetails(careerId: String, teamId: String) async throws(DataError) -> TeamDetails {
        let details = try connections.read(try careerFile(careerId), checkingIntegrity: false) { db -> TeamDetails? in
            guard let records = try CareerStore.teamDetailsRecords(teamId: teamId, in: db) else { return nil }
            return TeamDetails(info: TeamInfoTransformer.model(from: records.info),
                               team: TeamTransformer.model(from: records.team),
                               division: DivisionTransformer.model(from: records.division),
                               coach: records.coach.map(CoachTransformer.model(from:)),
                               players: SquadOrder.sorted(try records.players.map(PlayerTransformer.model(from:))),
                               numbers: try SeasonStore.teamStats(teamId: teamId,
                                                                  seasonId: CareerStore.careerRecord(in: db).currentSeasonId,
                                                                  in: db)
                                   .map(TeamStatsTransformer.numbers(from:)).flatMap { $0.matches > 0 ? $0 : nil })
        }
        guard let details else { throw .teamNotFound(teamId) }
        return details
    }

    public func leagueOverview(careerId: String) async throws(DataError) -> LeagueOverview {
        try connections.read(try careerFile(careerId), checkingIntegrity: false, LeagueOverviewBuilder.overview)
    }

    public func leaderboards(careerId: String, scope: LeaderboardScope) async throws(DataError) -> Leaderboards {
        try connections.read(try careerFile(careerId), checkingIntegrity: false) { db in
            let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
            let current = context.season.year
            switch scope {
            case .career:
                return LeaderboardsBuilder.career(try SeasonStore.leaderSeasons(in: db), context: context)
            case .season(let year):
                guard let season = try SeasonStore.leaderSeason(year: year ?? current, in: db) else {
                    throw DataError.seasonNotFound(year: year ?? current,
                                                   first: try HistoryStore.seasonYears(in: db).first ?? current,
                                                   current: current)
                }
                return LeaderboardsBuilder.season(season, year: year ?? current, context: context)
            }
        }
    }

    public func nextMatchDay(careerId: String) async throws(DataError) -> MatchDayPreview {
        try connections.read(try careerFile(careerId), checkingIntegrity: false, MatchDayPreviewBuilder.preview)
    }

    public func playMatchDay(careerId: String, matchDay: Int,
                             lineUp: LineUp?) async throws(DataError) -> PlayedMatchDay {
        try connections.write(try careerFile(careerId)) { queue, memo in
            try MatchDayPlayer.play(slot: careerId, requested: matchDay, lineUp: lineUp, assistantTrades: false,
                                    managerPlaysCupTie: true, on: queue, carrying: memo,
                                    afterMatchWritten: afterMatchWritten).played
        }
    }

    public func advance(careerId: String, _ request: AdvanceRequest) async throws(DataError) -> AdvanceResult {
        let url = try careerFile(careerId)
        try SeasonAdvancer.validate(request)
        return try connections.write(url) { queue, memo in
            try SeasonAdvancer.advance(slot: careerId, request: request, queue: queue, memo: memo,
                                       afterMatchWritten: afterMatchWritten)
        }
    }

    public func expiringContracts(careerId: String) async throws(DataError) -> [Player] {
        try connections.read(try careerFile(careerId), checkingIntegrity: false, SeasonEnder.expiringContracts)
    }

    public func academyIntake(careerId: String) async throws(DataError) -> [AcademyProspect] {
        try connections.read(try careerFile(careerId), checkingIntegrity: false, SeasonEnder.academyIntake)
    }

    public func startNextSeason(careerId: String,
                                decisions: [String: ContractDecision]) async throws(DataError) -> SeasonEndSummary {
        try connections.write(try careerFile(careerId)) { queue in
            try queue.write { db in try SeasonEnder.startNextSeason(slot: careerId, decisions: decisions, in: db) }
        }
    }

    public func history(careerId: String) async throws(DataError) -> CareerHistory {
        try connections.read(try careerFile(careerId), checkingIntegrity: false, HistoryBuilder.history)
    }

    public func seasonTables(careerId: String, year: Int) async throws(DataError) -> SeasonTables {
        try connections.read(try careerFile(careerId), checkingIntegrity: false) { db in
            try HistoryBuilder.seasonTables(year: year, in: db)
        }
    }

    public func playerDetails(careerId: String, playerId: String) async throws(DataError) -> PlayerDetails {
        try connections.read(try careerFile(careerId), checkingIntegrity: false) { db in
            try PlayerDetailsBuilder.details(playerId: playerId, in: db)
        }
    }

    /// A slot name is checked before it becomes a path, so no request can reach outside the data directory.
    func careerFile(_ slot: String) throws(DataError) -> URL {
        try CareerSlotName.validate(slot)
        return CareerDatabase.fileURL(slot: slot, in: dataDirectory)
    }

    private func status(ofSlot slot: String) -> CareerSlot.Status {
        guard CareerSlotName.isValid(slot) else { return .unreadable(reason: "the file name is not a valid slot name") }
        do {
            return .ready(try connections.read(CareerDatabase.fileURL(slot: slot, in: dataDirectory),
                                               checkingIntegrity: true) { db in
                try CareerSummary(slot: slot, records: CareerStore.summaryRecords(in: db))
            })
        } catch .careerUnreadable(_, let reason) {
            return .unreadable(reason: reason)
        } catch {
            return .unreadable(reason: error.message)
        }
    }

    private func coachName(_ raw: String, field: String) throws(DataError) -> String {
        switch CoachNameRule.validate(raw, field: field) {
        case .success(let name): name
        case .failure(let violation): throw .invalidCoachName(violation)
        }
    }
}
