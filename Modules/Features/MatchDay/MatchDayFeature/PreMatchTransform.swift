import DataManaging
import GameModels

/// The pre-match part of `MatchDayViewModelTransform`: header, line-ups, squad picker and the reason
/// a kick-off was refused.
enum PreMatchTransform {
    static func preMatch(_ preview: MatchDayPreview, match: MatchDayPreview.UserMatch, lineUp: LineUp,
                         instruction: TeamInstruction, selectedIndex: Int?, violation: LineUpRule.Violation?,
                         formationSwitch: FormationSwitch?) -> PreMatchViewModel {
        let directory = SquadDirectory(match)
        let strays = lineUp.outOfPosition(position: directory.position)
        let you = " (you)"
        return PreMatchViewModel(
            header: header(preview, division: match.divisionName, match: match),
            fixture: match.home.clubName + (match.userIsHome ? you : "") + " v "
                + match.away.clubName + (match.userIsHome ? "" : you),
            userLineUp: panel(club: match.user.clubName, lineUp: lineUp, instruction: instruction, withBench: true,
                              outOfPosition: strays, directory: directory),
            opponentLineUp: panel(club: match.opponent.clubName, lineUp: match.opponent.suggestedLineUp,
                                  instruction: nil, withBench: false, outOfPosition: [], directory: directory),
            squad: SquadPickerViewModel(rows: match.user.squad.map { row($0, role: lineUp.role(of: $0.id)) },
                                        selectedRow: selectedIndex),
            status: "XI \(lineUp.starters.count)/\(LineUp.startersCount)"
                + " · Bench \(lineUp.bench.count)/\(LineUp.benchSize)"
                + (strays.isEmpty ? "" : " · \(strays.count) out of position (*)"),
            violation: violation.map { "Cannot kick off: " + message($0, directory: directory) },
            notice: formationSwitch.map { switchNotice($0, directory: directory) },
            midweek: preview.cupFixture.map(midweek))
    }

    /// "Midweek cup tie, Round 2, at home to Owls (tier 3) — you play it after this match."
    static func midweek(_ tie: MatchDayPreview.CupFixture) -> String {
        let venue = tie.neutralGround ? "at the national stadium against" : tie.atHome ? "at home to" : "away to"
        return "Midweek cup tie, \(tie.roundName), \(venue) \(tie.opponentName) (tier \(tie.opponentTier))"
            + " — you play it after this match."
    }

    /// "4-3-3: 10 of your XI kept, No14 comes in."
    private static func switchNotice(_ change: FormationSwitch, directory: SquadDirectory) -> String {
        let lead = "\(change.formation.rawValue): \(change.kept) of your XI kept"
        let names = change.newcomers.map(directory.shortName)
        switch names.count {
        case 0: return lead + "."
        case 1: return lead + ", \(names[0]) comes in."
        default: return lead + ", \(names.dropLast().joined(separator: ", ")) and \(names[names.count - 1]) come in."
        }
    }

    static func idleDay(_ preview: MatchDayPreview, career: CareerSummary?) -> IdleDayViewModel {
        let club = career?.clubName ?? "your club"
        return IdleDayViewModel(
            header: header(preview, division: career?.divisionName),
            message: "No match for \(club) on match day \(preview.matchDay) — \(preview.matchCount) "
                + (preview.matchCount == 1 ? "match" : "matches") + " elsewhere in the pyramid")
    }

    /// "Match day 12 · 3 Nov 2026 · Division", or for a cup tie "Cup Round 2 · 6 Nov 2026 · The Gravy Boat Cup".
    static func header(_ preview: MatchDayPreview, division: String?,
                       match: MatchDayPreview.UserMatch? = nil) -> String {
        ([MatchDayText.day(preview.matchDay, match: match), MatchDayText.date(preview.date)]
            + (division.map { [$0] } ?? [])).joined(separator: " · ")
    }

    /// The starters by natural position, keepers first, in squad order within a position, those out of
    /// position marked "*"; the bench in its own order.
    /// `instruction`: the user's, shown beside his formation ("4-4-2 · Hold").
    private static func panel(club: String, lineUp: LineUp, instruction: TeamInstruction?, withBench: Bool,
                              outOfPosition: Set<String>, directory: SquadDirectory) -> LineUpPanelViewModel {
        let starters = directory.inSquadOrder(lineUp.starters)
        let lines = Position.allCases.map { position in
            LineUpPanelViewModel.Line(label: position.rawValue,
                                      names: names(starters.filter { directory.position($0) == position }, directory,
                                                   marking: outOfPosition))
        }
        let strays = lineUp.starters.filter { directory.position($0) == nil }
        let strayLine = strays.isEmpty ? [] : [LineUpPanelViewModel.Line(label: "??", names: names(strays, directory))]
        let bench = withBench ? [LineUpPanelViewModel.Line(label: "SUB", names: names(lineUp.bench, directory))] : []
        let tactics = lineUp.formation.rawValue + (instruction.map { " · \($0.label)" } ?? "")
        return LineUpPanelViewModel(title: "\(club) · \(tactics)", lines: lines + strayLine + bench)
    }

    /// Last names, those in `marking` with a "*".
    private static func names(_ ids: [String], _ directory: SquadDirectory, marking: Set<String> = []) -> String {
        ids.isEmpty ? "–" : ids.map { directory.shortName($0) + (marking.contains($0) ? "*" : "") }
            .joined(separator: ", ")
    }

    private static func row(_ player: Player, role: SquadRole) -> SquadPickerViewModel.Row {
        let condition = player.condition
        return SquadPickerViewModel.Row(
            playerId: player.id, role: role, position: player.position.rawValue, name: player.fullName,
            overall: "\(player.ratings.overall)", fitness: "\(condition.fitness)%",
            unavailability: condition.isInjured ? "INJ" : (condition.isSuspended ? "SUS" : nil))
    }

    /// The rule's reason with names where it has ids.
    private static func message(_ violation: LineUpRule.Violation, directory: SquadDirectory) -> String {
        switch violation {
        case .notInSquad(let id): "\(directory.fullName(id)) is not in the squad"
        case .duplicate(let id): "\(directory.fullName(id)) is named twice"
        case .unavailable(let id): "\(directory.fullName(id)) is injured or suspended"
        case .wrongStarterCount, .keeperCount, .benchTooLong: violation.description
        }
    }
}
