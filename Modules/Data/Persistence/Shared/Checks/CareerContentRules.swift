import DataManaging
import GameModels

/// The ranges every stored value the game reads must lie in. Where the Domain names a limit it is used;
/// the other bounds are far beyond anything a career reaches and far below where arithmetic on the value
/// could overflow or a loop over it could run away.
package enum CareerContentRules {
    package static let ages = PlayerAge.youngest...PlayerAge.oldest
    /// `PlayerRatings` is a 1–99 scale.
    package static let ratings = 1...99
    /// `PlayerCondition.fitness` is 0–100.
    static let fitness = 0...100
    package static let years = 1000...9999
    /// Money in whole units: a club's budget may run into debt, a wage may not be negative.
    static let budgets = -1_000_000_000_000...1_000_000_000_000
    package static let wages = 0...1_000_000_000
    /// A double round robin of the largest division (20 clubs) has 38 match days.
    package static let matchDays = 1...2 * (20 - 1)
    package static let goals = 0...99
    /// One side's shots, corners, fouls… in one match: at most one a minute.
    static let matchCounts = 0...minutes.upperBound
    static let percentages = 0...100
    static let minutes = 0...130
    /// Match days still missed, and any season or career count (appearances, goals, wins).
    static let counts = 0...1_000_000
    package static let tiers = 1...100
    /// A cup of the largest pyramid the rules accept takes well under this many rounds.
    package static let cupRounds = 1...20
    static let matchRatings = 0.0...10.0
    static let nameLength = 128
    /// Full seasons a signing runs after the current one.
    static let contractSeasons = 0...10

    // What a file must leave between a value a season adds to and its limit, so that whatever import or a first
    // open accepts can play a whole season (issue #38); writes may go up to the limit itself.
    /// Far more money than any club moves in a season (the richest top-flight club's is well under £1bn).
    static let moneyHeadroom = 100_000_000_000
    /// A season's matches add at most a few thousand to any count (≈ 50 matches, at most 130 a match).
    static let countHeadroom = 10_000
    /// A season's end moves the year on one; a contract signed then may run `contractSeasons` past it.
    static let yearHeadroom = contractSeasons.upperBound + 2
    /// A contract already runs up to `contractSeasons` past the season; one signed in the next may run a year further.
    static let contractHeadroom = 2
    /// The last year a file's calendar may have reached.
    static let latestAcceptedYear = years.upperBound - yearHeadroom + 1

    package static let all: [ContentRule] = [
        ContentRule(table: "career", key: ["id"], conditions: [
            .identifier("id"), .date("currentDate", latestYear: latestAcceptedYear),
        ]),
        ContentRule(table: "league", key: ["id"], conditions: [.identifier("id"), .name("name", maximumLength: nameLength)]),
        ContentRule(table: "season", key: ["id"], conditions: [
            .identifier("id"), .integer("year", years, headroom: yearHeadroom),
            .optionalDate("startDate", latestYear: latestAcceptedYear),
        ]),
        ContentRule(table: "division", key: ["id"], conditions: [
            .identifier("id"), .name("name", maximumLength: nameLength), .integer("tier", tiers),
        ]),
        ContentRule(table: "team_info", key: ["id"], conditions: [
            .identifier("id"), .name("name", maximumLength: nameLength), .name("shortName", maximumLength: nameLength),
            .name("city", maximumLength: nameLength), .name("stadium", maximumLength: nameLength),
            .integer("founded", years),
        ]),
        ContentRule(table: "team", key: ["id"], conditions: [
            .identifier("id"), .integer("budget", budgets, headroom: moneyHeadroom),
        ]),
        ContentRule(table: "coach", key: ["id"], conditions: [
            .identifier("id"), .name("firstName", maximumLength: nameLength), .name("lastName", maximumLength: nameLength),
            .boolean("isUser"),
        ]),
        ContentRule(table: "player", key: ["id"], conditions: [
            .identifier("id"), .name("firstName", maximumLength: nameLength), .name("lastName", maximumLength: nameLength),
            .oneOf("position", Position.allCases.map(\.rawValue)), activeAge,
        ] + ["pace", "shooting", "passing", "dribbling", "defending", "physical", "goalkeeping", "overall", "potential"]
            .map { .integer($0, ratings) } + [
            .integer("weeklyWage", wages), .integer("contractEndSeason", years, headroom: contractHeadroom),
            .integer("fitness", fitness), .integer("injuryMatchDays", counts), .integer("suspensionMatchDays", counts),
            .optionalInteger("retiredSeason", years, headroom: yearHeadroom),
        ]),
        // Match ids never reach a terminal (listings name the clubs): no text rule over the largest table.
        ContentRule(table: "match", key: ["id"], conditions: [
            .integer("matchDay", matchDays), .optionalInteger("homeGoals", goals), .optionalInteger("awayGoals", goals),
            // A club drawn against itself could never be played: every advance would fail on it.
            .init(column: "awayTeamId", sql: "awayTeamId <> homeTeamId", expectation: "a club other than the home club"),
        ]),
        ContentRule(table: "player_stats", key: ["playerId", "seasonId"], conditions: [
            .real("ratingTotal", 0...(matchRatings.upperBound * Double(counts.upperBound)),
                  headroom: matchRatings.upperBound * Double(countHeadroom)),
        ] + ["appearances", "goals", "assists", "yellowCards", "redCards"].map {
            .integer($0, counts, headroom: countHeadroom)
        }),
        ContentRule(table: "team_stats", key: ["teamId", "seasonId"],
                    conditions: (["won", "drawn", "lost", "goalsFor", "goalsAgainst", "possessionTotal", "countedMatches"]
                        + CareerSchemaV9.counted).map { .integer($0, counts, headroom: countHeadroom) }),
        ContentRule(table: "match_stats", key: ["matchId", "side"], conditions: [
            .integer("side", 0...1), .integer("possession", percentages),
        ] + CareerSchemaV9.counted.map { .integer($0, matchCounts) }),
        ContentRule(table: "cup_tie", key: ["id"], conditions: [
            .integer("round", cupRounds), .integer("homeTier", tiers), .integer("awayTier", tiers),
            .boolean("neutralGround"), .optionalInteger("homeGoals", goals), .optionalInteger("awayGoals", goals),
            .boolean("extraTime"), .optionalInteger("homePenalties", goals), .optionalInteger("awayPenalties", goals),
            .init(column: "awayTeamId", sql: "awayTeamId <> homeTeamId", expectation: "a club other than the home club"),
        ]),
        ContentRule(table: "match_event", key: ["matchId", "sequence"], conditions: [
            .integer("sequence", counts), .integer("minute", minutes),
            .oneOf("kind", MatchEvent.Kind.allCases.map(\.rawValue)),
            .name("commentary", maximumLength: commentaryLength),
        ]),
        ContentRule(table: "player_match", key: ["matchId", "playerId"], conditions: [
            .boolean("started"), .integer("minutesPlayed", minutes), .boolean("injured"),
            .real("rating", matchRatings),
        ] + ["goals", "assists", "yellowCards", "redCards"].map { .integer($0, goals) }),
        ContentRule(table: "season_standing", key: ["seasonId", "teamId"], conditions: [
            .integer("position", tiers),
        ] + ["won", "drawn", "lost", "goalsFor", "goalsAgainst"].map { .integer($0, counts) }),
        ContentRule(table: "season_award", key: ["seasonId", "divisionId", "kind"], conditions: [
            .oneOf("kind", SeasonAward.Kind.allCases.map(\.rawValue)),
            .real("value", -Double(counts.upperBound)...Double(counts.upperBound)),
        ]),
        ContentRule(table: "division_move", key: ["seasonId", "teamId"], conditions: [.boolean("promoted")]),
        ContentRule(table: "live_match", key: ["careerId"], conditions: [
            .integer("matchDay", matchDays), .integer("minute", minutes), .userLineUp("lineUp"),
            .json("changes", of: "array"),
        ]),
        ContentRule(table: "user_tactics", key: ["careerId"], conditions: [
            .json("lineUp", of: "object"), .oneOf("instruction", TeamInstruction.allCases.map(\.rawValue)),
        ]),
        ContentRule(table: "club_season_money", key: ["teamId", "seasonId"],
                    conditions: ClubMoneyRecord.kinds.map { .integer($0, sums, headroom: moneyHeadroom) }),
        ContentRule(table: "money_movement", key: ["seasonId", "matchDay", "kind"], conditions: [
            .integer("matchDay", matchDays), .oneOf("kind", ClubMoneyRecord.kinds), .integer("amount", sums),
        ]),
        ContentRule(table: "finance_week", key: ["seasonId", "matchDay"], conditions: [
            .integer("matchDay", matchDays), .integer("balance", budgets, headroom: moneyHeadroom),
        ]),
        ContentRule(table: "board_state", key: ["careerId"], conditions: [
            .integer("confidenceTenths", BoardConfidence.tenthsRange), .boolean("warned"), .boolean("sacked"),
            .integer("weeksInJob", counts, headroom: countHeadroom),
        ]),
        ContentRule(table: "job_offer", key: ["id"], conditions: [
            .oneOf("occasion", OfferOccasion.allCases.map(\.rawValue)), .date("date"),
        ]),
        ContentRule(table: "transfer", key: ["id"], conditions: [
            .date("date"), .integer("age", ages), .integer("fee", sums), .integer("weeklyWage", wages),
            .integer("seasons", contractSeasons),
        ]),
        ContentRule(table: "transfer_bid", key: ["id"], conditions: [
            .date("date"), .integer("fee", sums), .integer("value", sums),
            .oneOf("status", TransferBidStatus.allCases.map(\.rawValue)), .optionalInteger("counterFee", sums),
        ]),
        ContentRule(table: "shortlist", key: ["playerId"], conditions: [.integer("position", counts)]),
        // Every message reaches the terminal from the inbox screen and `supersoccer inbox`.
        ContentRule(table: "inbox_message", key: ["id"], conditions: [
            .date("date"), .oneOf("kind", InboxMessage.Kind.allCases.map(\.rawValue)),
            .name("subject", maximumLength: messageSubjectLength), .name("body", maximumLength: messageBodyLength),
            .boolean("read"),
        ]),
    ]
    /// The game's longest line of commentary is under 150 characters.
    static let commentaryLength = 500
    /// The game's longest subject is under 80 characters and its longest body under 500.
    static let messageSubjectLength = 200
    static let messageBodyLength = 2_000
    /// A sum of money moved is never negative: its kind says which way it went.
    static let sums = 0...budgets.upperBound

    /// What a file must hold to be opened or imported: `all`, with room left for a season (`accepting`).
    package static let accepted = all.map(\.accepting)

    /// Any age of the range may be stored — a player retires into the season he ends at `PlayerAge.oldest` — but one
    /// still playing is younger: the season's end would age him past it (`RetirementRule` retires everyone there).
    private static var activeAge: ContentRule.Condition {
        ContentRule.Condition.integer("age", ages).accepting {
            ContentRule.Condition(column: "age",
                                  sql: "typeof(age) = 'integer' AND age BETWEEN \(ages.lowerBound) AND \(ages.upperBound)"
                                      + " AND (retiredSeason IS NOT NULL OR age < \(ages.upperBound))",
                                  expectation: "an integer in \(ages.lowerBound)…\(ages.upperBound), "
                                      + "below \(ages.upperBound) for a player still playing")
        }
    }
}
