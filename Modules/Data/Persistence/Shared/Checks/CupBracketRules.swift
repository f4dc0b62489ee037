import GRDB

/// What every season's cup must be for the game to play it and name one winner (issue #38: a club in two ties of a
/// round played both; an extra tie in the last round made two finals). Whatever the pyramid's shape, in a knockout
/// drawn as the game draws it: a club plays at most one tie a round; a club that lost a tie plays no later round; a
/// club joins (a bye in round 1, or a late entrant) only once, and then plays every round until it loses; each round
/// is half of those who went through — `2 × ties(r) = ties(r − 1) + clubs joining in r`; and clubs join in at most two
/// rounds after the first (the first round's byes, and the round the top tiers enter).
enum CupBracketRules {
    /// Each club's place in each round: (seasonId, round, teamId).
    private static let places = """
        places AS (SELECT seasonId, round, homeTeamId AS teamId FROM cup_tie
                   UNION ALL SELECT seasonId, round, awayTeamId FROM cup_tie)
        """
    /// The clubs of a round who did not play the round before.
    private static let joiners = """
        joiners AS (SELECT p.seasonId, p.round, p.teamId FROM places p WHERE p.round > 1 AND NOT EXISTS
                    (SELECT 1 FROM places q WHERE q.seasonId = p.seasonId AND q.teamId = p.teamId AND q.round = p.round - 1))
        """

    static let checks: [StructureRules.Check] = [
        ("""
         WITH \(places) SELECT quote(teamId), round FROM places GROUP BY seasonId, round, teamId HAVING COUNT(*) > 1 LIMIT 1
         """,
         { row in "club \(StructureRules.quoted(row[0])) plays twice in cup round \(row[1] as Int? ?? 0)" }),
        ("""
         WITH \(places), losers AS (
             SELECT seasonId, round,
                 CASE WHEN homeGoals > awayGoals OR (homeGoals = awayGoals
                           AND coalesce(homePenalties, -1) > coalesce(awayPenalties, -1)) THEN awayTeamId
                      ELSE homeTeamId END AS teamId
             FROM cup_tie WHERE homeGoals IS NOT NULL AND awayGoals IS NOT NULL)
         SELECT quote(l.teamId), l.round, p.round FROM losers l
         JOIN places p ON p.seasonId = l.seasonId AND p.teamId = l.teamId AND p.round > l.round LIMIT 1
         """,
         { row in "club \(StructureRules.quoted(row[0])) lost in cup round \(row[1] as Int? ?? 0) and plays round "
             + "\(row[2] as Int? ?? 0)" }),
        ("""
         WITH \(places), \(joiners) SELECT quote(j.teamId), j.round FROM joiners j WHERE EXISTS
             (SELECT 1 FROM places q WHERE q.seasonId = j.seasonId AND q.teamId = j.teamId AND q.round < j.round - 1)
         LIMIT 1
         """,
         { row in "club \(StructureRules.quoted(row[0])) plays cup round \(row[1] as Int? ?? 0) without the round before it" }),
        ("""
         WITH \(places), \(joiners),
             ties AS (SELECT seasonId, round, COUNT(*) AS n FROM cup_tie GROUP BY seasonId, round)
         SELECT t.round, t.n, b.n,
             (SELECT COUNT(*) FROM joiners j WHERE j.seasonId = t.seasonId AND j.round = t.round) AS joining
         FROM ties t JOIN ties b ON b.seasonId = t.seasonId AND b.round = t.round - 1
         WHERE 2 * t.n <> b.n + joining LIMIT 1
         """,
         { row in "cup round \(row[0] as Int? ?? 0) has \(row[1] as Int? ?? 0) ties after \(row[2] as Int? ?? 0) in the "
             + "round before and \(row[3] as Int? ?? 0) clubs joining" }),
        ("""
         WITH \(places), \(joiners)
         SELECT quote(seasonId), COUNT(DISTINCT round) FROM joiners GROUP BY seasonId HAVING COUNT(DISTINCT round) > 2 LIMIT 1
         """,
         { row in "the cup of season \(StructureRules.quoted(row[0])) has clubs joining in \(row[1] as Int? ?? 0) rounds "
             + "after the first, at most 2" }),
    ]
}
