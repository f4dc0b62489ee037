import DataManaging
import TeamSelectFeature

/// Sample data for TeamSelect tests: a preview whose clubs arrive out of strength order, and
/// ready-made view models for view tests.
public enum TeamSelectFixtures {
    /// Three divisions; clubs are listed weakest-first or jumbled so sorting has work to do.
    public static let unsortedPreview = WorldPreview(seed: 7, leagueName: "The Grand Wobbly Pyramid", divisions: [
        .init(divisionId: "d1", name: "The Custard Premiership", tier: 1, clubs: [
            club("t1", "Dynamo Dumpling", "Dumplingham", 64),
            club("t2", "Crumpet Rovers", "Crumpetford", 78),
            club("t3", "Sporting Wobbleton", "Wobbleton", 71),
            club("t4", "Athletic Teacup", "Teacup Magna", 71),
        ]),
        .init(divisionId: "d2", name: "The Gravy Championship", tier: 2, clubs: [
            club("t5", "Real Muddyford", "Muddyford", 58),
            club("t6", "Puddlebury Town", "Puddlebury", 62),
        ]),
        .init(divisionId: "d3", name: "The Biscuit League", tier: 3, clubs: []),
    ])

    /// A loaded-looking view model with `clubCount` clubs of falling strength.
    public static func viewModel(clubCount: Int = 3, selectedIndex: Int = 0) -> TeamSelectViewModel {
        let rows = (0..<clubCount).map { index in
            ClubRowViewModel(teamId: "team-\(index + 1)", rank: index + 1, name: "Club Number \(index + 1)",
                             city: "Town \(index + 1)", strength: 80 - index)
        }
        let selected = rows.isEmpty ? nil : min(selectedIndex, rows.count - 1)
        return TeamSelectViewModel(
            divisionBar: DivisionBarViewModel(label: "The Custard Premiership (tier 1 of 4)", canSwitch: true),
            clubs: ClubListViewModel(rows: rows, selectedIndex: selected),
            detail: selected.map { ClubDetailViewModel(heading: "\(rows[$0].name) · \(rows[$0].city)",
                                                       summary: "Strength \(rows[$0].strength) · sample") },
            message: nil)
    }

    private static func club(_ id: String, _ name: String, _ city: String, _ strength: Int) -> WorldPreview.Club {
        WorldPreview.Club(teamId: id, name: name, shortName: String(name.prefix(3)).uppercased(),
                          city: city, strength: strength)
    }
}
