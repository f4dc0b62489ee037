import DataManaging
import Foundation
import GameModels

/// Turns the League screen's state into its view model.
@MainActor
public protocol LeagueViewModelTransformProtocol {
    func transform(_ state: LeagueScreenState) -> LeagueViewModel
}

/// The one place the League screen's text is formatted: names cut and marked, signed goal
/// differences, scores, ranks and the match day's heading.
public struct LeagueViewModelTransform: LeagueViewModelTransformProtocol {
    public init() {}

    public func transform(_ state: LeagueScreenState) -> LeagueViewModel {
        guard let overview = state.overview, let division = state.division else {
            return LeagueViewModel(isLoading: state.isLoading, errorMessage: state.errorMessage, mode: state.mode)
        }
        return LeagueViewModel(
            isLoading: state.isLoading,
            errorMessage: state.errorMessage,
            mode: state.mode,
            header: header(overview, division: division.table.division, mode: state.mode),
            content: content(state, division: division, userTeamId: overview.userTeamId)
        )
    }

    private func header(_ overview: LeagueOverview, division: Division, mode: LeagueMode) -> LeagueHeaderViewModel {
        LeagueHeaderViewModel(
            divisionName: division.name,
            detail: "Tier \(division.tier) · \(overview.leagueName) · \(overview.seasonLabel)",
            canSwitchDivision: overview.divisions.count > 1,
            modes: LeagueMode.allCases.map {
                LeagueHeaderViewModel.ModeTab(key: String($0.shortcut), title: $0.title, isActive: $0 == mode)
            },
            legend: LeagueText.legend
        )
    }

    private func content(_ state: LeagueScreenState, division: LeagueOverview.DivisionSeason,
                         userTeamId: String) -> LeagueContentViewModel {
        switch state.mode {
        case .table:
            // Before a ball is kicked the order is alphabetical: no club is yet going up or down (issue #42).
            .table(StandingsViewModel(rows: division.table.rows.map { row in
                standing(row, userTeamId: userTeamId,
                         zone: division.table.rows.allSatisfy { $0.played == 0 } ? ""
                             : LeagueText.zone(position: row.position, clubs: division.table.rows.count,
                                               up: division.promotionPlaces, down: division.relegationPlaces))
            }, selectedRow: state.selectedIndex))
        case .fixtures:
            .fixtures(FixturesViewModel(title: fixturesTitle(state),
                                        rows: state.shownFixtures.map { fixture($0, userTeamId: userTeamId) },
                                        selectedRow: state.selectedIndex))
        case .leaders:
            .leaders(leaders(state, userTeamId: userTeamId))
        case .scorers:
            .scorers(TopScorersViewModel(rows: scorers(division.topScorers, userTeamId: userTeamId),
                                         selectedRow: state.selectedIndex,
                                         emptyMessage: division.topScorers.isEmpty ? "No goals yet this season." : nil))
        case .numbers:
            .numbers(ClubNumbersViewModel(
                rows: division.hasNumbers ? division.table.rows.map { row in
                    numbers(row, division.numbers[row.teamId], userTeamId: userTeamId)
                } : [],
                selectedRow: division.hasNumbers ? state.selectedIndex : nil,
                emptyMessage: division.hasNumbers ? nil : "No match counted yet this season."))
        }
    }

    /// A club's row of numbers: averages a match to one decimal, its share of the ball, its cards in all.
    private func numbers(_ row: TableRow, _ club: ClubNumbers?, userTeamId: String) -> ClubNumbersViewModel.Row {
        let isUser = row.teamId == userTeamId
        let average = { (count: KeyPath<SideStats, Int>) in String(format: "%.1f", club?.perMatch(count) ?? 0) }
        return ClubNumbersViewModel.Row(
            position: "\(row.position)", club: LeagueText.club(row.clubName, isUser: isUser),
            figures: ["\(club?.matches ?? 0)", average(\.shots), average(\.shotsOnTarget),
                      "\(Int((club?.perMatch(\.possession) ?? 0).rounded()))%", average(\.corners), average(\.fouls),
                      "\(club?.totals.yellowCards ?? 0)", "\(club?.totals.redCards ?? 0)"],
            isUserClub: isUser)
    }

    private func standing(_ row: TableRow, userTeamId: String, zone: String) -> StandingsViewModel.Row {
        let isUser = row.teamId == userTeamId
        return StandingsViewModel.Row(
            position: "\(row.position)\(zone)", club: LeagueText.club(row.clubName, isUser: isUser),
            played: "\(row.played)", won: "\(row.won)", drawn: "\(row.drawn)", lost: "\(row.lost)",
            goalsFor: "\(row.goalsFor)", goalsAgainst: "\(row.goalsAgainst)",
            goalDifference: LeagueText.signed(row.goalDifference), points: "\(row.points)", isUserClub: isUser)
    }

    private func fixturesTitle(_ state: LeagueScreenState) -> String {
        guard let day = state.shownMatchDay else { return "No fixtures this season" }
        let date = state.shownFixtures.first.map { " · \($0.date)" } ?? ""
        return "Match day \(day)\(date)"
    }

    private func fixture(_ fixture: FixtureSummary, userTeamId: String) -> FixturesViewModel.Row {
        FixturesViewModel.Row(
            home: LeagueText.club(fixture.homeName, isUser: fixture.homeTeamId == userTeamId),
            score: LeagueText.score(home: fixture.homeGoals, away: fixture.awayGoals),
            away: LeagueText.club(fixture.awayName, isUser: fixture.awayTeamId == userTeamId),
            isUserMatch: fixture.homeTeamId == userTeamId || fixture.awayTeamId == userTeamId)
    }

    /// The shown board, its title naming the boards `b` moves on to; players level on its figure share a rank.
    private func leaders(_ state: LeagueScreenState, userTeamId: String) -> LeadersViewModel {
        let board = state.board
        let others = Leaderboards.Board.allCases.filter { $0 != board }.map { LeaderboardText.board($0).lowercased() }
        let lines = state.leaderLines
        let figure = { (line: Leaderboards.Line) in LeaderboardText.figure(line, on: board) }
        let rows = lines.enumerated().map { index, line in
            let rank = 1 + (lines.firstIndex { figure($0) == figure(line) } ?? index)
            let isUser = line.teamId == userTeamId
            return LeadersViewModel.Row(playerId: line.playerId, rank: "\(rank)", player: LeagueText.player(line.playerName),
                                        club: LeagueText.club(line.clubName, isUser: isUser), figure: figure(line),
                                        appearances: "\(line.appearances)", isUserClub: isUser)
        }
        return LeadersViewModel(title: "\(LeaderboardText.board(board)) · b: " + others.joined(separator: ", "),
                                figureTitle: LeaderboardText.board(board), rows: rows, selectedRow: state.selectedIndex,
                                emptyMessage: rows.isEmpty ? "Nobody on this board yet this season." : nil)
    }

    /// Players level on goals share a rank ("1", "1", "3"), as the list is ordered by goals.
    private func scorers(_ scorers: [ScorerSummary], userTeamId: String) -> [TopScorersViewModel.Row] {
        scorers.map { scorer in
            let rank = 1 + scorers.filter { $0.goals > scorer.goals }.count
            let isUser = scorer.teamId == userTeamId
            return TopScorersViewModel.Row(
                playerId: scorer.playerId, rank: "\(rank)", player: LeagueText.player(scorer.playerName),
                club: LeagueText.club(scorer.clubName, isUser: isUser), goals: "\(scorer.goals)",
                assists: "\(scorer.assists)", appearances: "\(scorer.appearances)", isUserClub: isUser)
        }
    }
}
