import DataManaging
import TeamSelectFeature
import TeamSelectFeatureMocks
import Testing

@MainActor
@Suite("TeamSelectViewModelTransform")
struct TeamSelectViewModelTransformTests {
    let transform = TeamSelectViewModelTransform()
    let preview = TeamSelectFixtures.unsortedPreview

    /// A one-division world of `count` clubs whose strengths fall with their number.
    func division(of count: Int) -> WorldPreview {
        let clubs = (1...count).map {
            WorldPreview.Club(teamId: "c\($0)", name: "Club \($0)", shortName: "C\($0)", city: "City \($0)",
                              strength: 90 - $0)
        }
        return WorldPreview(seed: 1, leagueName: "League", divisions: [
            .init(divisionId: "only", name: "The Only League", tier: 1, clubs: clubs),
        ])
    }

    func summary(rank: Int, of count: Int) -> String? {
        transform.transform(TeamSelectState(phase: .loaded(division(of: count)), selectedIndex: rank - 1)).detail?.summary
    }

    @Test("loading shows the loading message and nothing else")
    func loading() {
        let viewModel = transform.transform(TeamSelectState())
        #expect(viewModel == TeamSelectViewModel(divisionBar: .empty, clubs: .empty, detail: nil,
                                                 message: TeamSelectViewModelTransform.loadingMessage))
    }

    @Test("a failure shows its message as is")
    func failure() {
        let viewModel = transform.transform(TeamSelectState(phase: .failed(message: "Could not load the clubs: boom")))
        #expect(viewModel.message == "Could not load the clubs: boom")
        #expect(viewModel.clubs == .empty)
        #expect(viewModel.detail == nil)
    }

    @Test("the division bar names the division, its tier and how many tiers there are")
    func divisionBar() {
        let first = transform.transform(TeamSelectState(phase: .loaded(preview)))
        #expect(first.divisionBar == DivisionBarViewModel(label: "The Custard Premiership (tier 1 of 3)", canSwitch: true))
        let second = transform.transform(TeamSelectState(phase: .loaded(preview), divisionIndex: 1))
        #expect(second.divisionBar.label == "The Gravy Championship (tier 2 of 3)")
        let single = transform.transform(TeamSelectState(phase: .loaded(division(of: 3))))
        #expect(single.divisionBar.canSwitch == false)
    }

    @Test("rows are ranked strongest first with name, city and strength")
    func rowsRankedByStrength() {
        let viewModel = transform.transform(TeamSelectState(phase: .loaded(preview), selectedIndex: 1))
        #expect(viewModel.clubs.rows == [
            ClubRowViewModel(teamId: "t2", rank: 1, name: "Crumpet Rovers", city: "Crumpetford", strength: 78),
            ClubRowViewModel(teamId: "t3", rank: 2, name: "Sporting Wobbleton", city: "Wobbleton", strength: 71),
            ClubRowViewModel(teamId: "t4", rank: 3, name: "Athletic Teacup", city: "Teacup Magna", strength: 71),
            ClubRowViewModel(teamId: "t1", rank: 4, name: "Dynamo Dumpling", city: "Dumplingham", strength: 64),
        ])
        #expect(viewModel.clubs.selectedIndex == 1)
        #expect(viewModel.message == nil)
    }

    @Test("the detail describes the selected club's strength, standing and expectations")
    func detailOfSelectedClub() {
        let viewModel = transform.transform(TeamSelectState(phase: .loaded(preview), selectedIndex: 1))
        #expect(viewModel.detail == ClubDetailViewModel(
            heading: "Sporting Wobbleton · Wobbleton",
            summary: "Strength 71 · 2nd strongest of 4 · expectations: a cosy top half"))
    }

    @Test("standings and expectations follow the rank in a division of 20", arguments: [
        (1, "Strength 89 · strongest of 20 · expectations: title favourites"),
        (2, "Strength 88 · 2nd strongest of 20 · expectations: title challengers"),
        (3, "Strength 87 · 3rd strongest of 20 · expectations: title challengers"),
        (5, "Strength 85 · 5th strongest of 20 · expectations: title challengers"),
        (6, "Strength 84 · 6th strongest of 20 · expectations: a cosy top half"),
        (10, "Strength 80 · 10th strongest of 20 · expectations: a cosy top half"),
        (11, "Strength 79 · 11th strongest of 20 · expectations: mid-table, mildly anxious"),
        (12, "Strength 78 · 12th strongest of 20 · expectations: mid-table, mildly anxious"),
        (13, "Strength 77 · 13th strongest of 20 · expectations: mid-table, mildly anxious"),
        (15, "Strength 75 · 15th strongest of 20 · expectations: mid-table, mildly anxious"),
        (16, "Strength 74 · 16th strongest of 20 · expectations: relegation scrap"),
        (19, "Strength 71 · 19th strongest of 20 · expectations: relegation scrap"),
        (20, "Strength 70 · 20th strongest of 20 · expectations: plucky underdogs, bring biscuits"),
    ])
    func expectationLabels(rank: Int, expected: String) {
        #expect(summary(rank: rank, of: 20) == expected)
    }

    @Test("ordinals past twenty keep their English endings")
    func ordinalsPastTwenty() {
        #expect(summary(rank: 21, of: 24)?.hasPrefix("Strength 69 · 21st strongest of 24") == true)
        #expect(summary(rank: 22, of: 24)?.hasPrefix("Strength 68 · 22nd strongest of 24") == true)
        #expect(summary(rank: 23, of: 24)?.hasPrefix("Strength 67 · 23rd strongest of 24") == true)
    }

    @Test("a lone club is the favourite, not the underdog")
    func loneClub() {
        #expect(summary(rank: 1, of: 1) == "Strength 89 · strongest of 1 · expectations: title favourites")
    }

    @Test("a selection past the end shows the last club")
    func selectionClampedInTransform() {
        let viewModel = transform.transform(TeamSelectState(phase: .loaded(preview), selectedIndex: 12))
        #expect(viewModel.clubs.selectedIndex == 3)
        #expect(viewModel.detail?.heading == "Dynamo Dumpling · Dumplingham")
    }

    @Test("a division without clubs keeps its bar and says so")
    func emptyDivision() {
        let viewModel = transform.transform(TeamSelectState(phase: .loaded(preview), divisionIndex: 2))
        #expect(viewModel.divisionBar.label == "The Biscuit League (tier 3 of 3)")
        #expect(viewModel.clubs == .empty)
        #expect(viewModel.detail == nil)
        #expect(viewModel.message == TeamSelectViewModelTransform.noClubsMessage)
    }

    @Test("a pyramid without divisions says so")
    func noDivisions() {
        let empty = WorldPreview(seed: 1, leagueName: "Nothing", divisions: [])
        let viewModel = transform.transform(TeamSelectState(phase: .loaded(empty)))
        #expect(viewModel.message == TeamSelectViewModelTransform.noDivisionsMessage)
        #expect(viewModel.divisionBar == .empty)
    }
}
