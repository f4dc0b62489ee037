import DataManaging
import GameModels

/// The post-match part of `MatchDayViewModelTransform`: result, scorers, cards, ratings and the other
/// results of the day.
enum PostMatchTransform {
    static func postMatch(_ played: PlayedMatchDay, preview: MatchDayPreview?, career: CareerSummary?,
                          panel: PostMatchPanel, cursor: Int) -> PostMatchViewModel {
        let match = preview?.userMatch
        let others = ReportRows.otherResults(of: played, preview: preview).map(result)
        let day = "\(MatchDayText.day(played.matchDay, match: match)) · \(MatchDayText.date(played.date))"
        guard let report = played.userMatch else {
            let club = career?.clubName ?? match?.user.clubName ?? "your club"
            return PostMatchViewModel(headline: "No match for \(club) on match day \(played.matchDay)",
                                      subtitle: day, panel: .results, cursor: cursor, otherResults: others)
        }
        let directory = SquadDirectory(match)
        let names = MatchNames(squads: (match?.home.squad ?? []) + (match?.away.squad ?? []))
        let bestTenths = report.performances.map { MatchDayText.tenths($0.rating) }.max()
        let sides = [report.homeTeamId, report.awayTeamId].map { teamId in
            let side = match?.side(teamId)
            return self.side(teamId: teamId, clubName: side?.clubName ?? teamId, shortName: side?.shortName ?? teamId,
                             report: report, directory: directory, names: names, bestTenths: bestTenths)
        }
        let score = MatchDayText.score(report.homeGoals, report.awayGoals)
        return PostMatchViewModel(
            headline: "\(sides[0].clubName) \(score) \(sides[1].clubName)",
            subtitle: ([ending(report, clubs: sides.map(\.clubName)), day] + (match.map { [$0.divisionName] } ?? []))
                .joined(separator: " · "),
            sides: sides, panel: panel, cursor: cursor, otherResults: others,
            stats: report.stats.map(MatchStatsTransform.lines) ?? [])
    }

    /// "Full time", "After extra time", or "After extra time, 4–3 on penalties: Owls through".
    static func ending(_ report: MatchReport, clubs: [String]) -> String {
        guard report.extraTime else { return "Full time" }
        guard let shootout = report.shootout else { return "After extra time" }
        let won = max(shootout.homeScore, shootout.awayScore), lost = min(shootout.homeScore, shootout.awayScore)
        return "After extra time, \(MatchDayText.score(won, lost)) on penalties: \(clubs[shootout.homeWon ? 0 : 1]) through"
    }

    private static func side(teamId: String, clubName: String, shortName: String, report: MatchReport,
                             directory: SquadDirectory, names: MatchNames, bestTenths: Int?) -> PostMatchSideViewModel {
        let events = report.events.filter { $0.teamId == teamId }
        let cards = events.filter { $0.kind == .yellowCard || $0.kind == .redCard }.map { card in
            let isRed = card.kind == .redCard
            return PostMatchSideViewModel.Card(
                text: "\(card.playerId.map { name($0, names) } ?? "?") \(MatchDayText.minute(card.minute, extraTime: report.extraTime))"
                    + (isRed ? " (R)" : " (Y)"),
                isRed: isRed)
        }
        let ratings = ReportRows.performances(of: teamId, in: report, position: directory.position).map { played in
            // The line he played, as the live panel shows it; out of his natural line his own follows his name.
            let natural = directory.position(played.playerId)
            let line = played.line ?? natural
            let stray = natural.flatMap { $0 == line ? nil : " (\($0.rawValue))" } ?? ""
            return PostMatchSideViewModel.Rating(
                playerId: played.playerId, name: directory.fullName(played.playerId) + stray,
                position: line?.rawValue ?? "–",
                minutes: "\(played.minutesPlayed)'", rating: MatchDayText.rating(played.rating),
                isBest: MatchDayText.tenths(played.rating) == bestTenths)
        }
        return PostMatchSideViewModel(clubName: clubName, shortName: shortName,
                                      scorers: scorers(events.filter { $0.kind == .goal }, names: names,
                                                       extraTime: report.extraTime),
                                      cards: cards, ratings: ratings)
    }

    /// One entry per scorer, in the order they first scored: ["No13 12', 40'", "No14 81'"].
    private static func scorers(_ goals: [MatchEvent], names: MatchNames, extraTime: Bool) -> [String] {
        var scorers: [(playerId: String?, minutes: [String])] = []
        for goal in goals {
            let minute = MatchDayText.minute(goal.minute, extraTime: extraTime)
            if let index = scorers.firstIndex(where: { $0.playerId == goal.playerId }) {
                scorers[index].minutes.append(minute)
            } else {
                scorers.append((goal.playerId, [minute]))
            }
        }
        return scorers.map { scorer in
            (scorer.playerId.map { name($0, names) } ?? "Own goal") + " " + scorer.minutes.joined(separator: ", ")
        }
    }

    /// The player's name as the commentary gave it (namesakes told apart); an unknown id stands for itself.
    private static func name(_ id: String, _ names: MatchNames) -> String {
        names.name(ofId: id) ?? id
    }

    private static func result(_ fixture: FixtureSummary) -> String {
        guard let home = fixture.homeGoals, let away = fixture.awayGoals else {
            return "\(fixture.homeName) v \(fixture.awayName)"
        }
        return "\(fixture.homeName) \(MatchDayText.score(home, away)) \(fixture.awayName)"
            + (fixture.settlement.map { " (\($0))" } ?? "")
    }
}
