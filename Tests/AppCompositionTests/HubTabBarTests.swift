@testable import AppComposition
import DesignSystem
import Testing

struct HubTabBarTests {
    let names = ["Squad", "League", "Match day", "Transfers", "Finances", "History", "Inbox (3)", "Board"]
    let theme = Theme(colored: false)

    @Test func tabsAreSpacedApartWhenTheyFit() {
        #expect(HubTabBar.render(names: ["Squad", "League"], activeIndex: 1, width: 80, theme: theme)
            == " Squad  [League]")
    }

    @Test func tabsArePackedWhenOnlyThatFits() {
        let bar = HubTabBar.render(names: names, activeIndex: 0, width: 80, theme: theme)
        #expect(bar == "[Squad] League  Match day  Transfers  Finances  History  Inbox (3)  Board ")
        #expect(bar.count <= 80)
    }

    @Test func aNarrowScreenShowsARunAroundTheActiveTabWithMarkersWhereTabsAreCut() {
        let bar = HubTabBar.render(names: names, activeIndex: 3, width: 40, theme: theme)
        #expect(bar == "‹[Transfers] Finances  History ›")
        let first = HubTabBar.render(names: names, activeIndex: 0, width: 40, theme: theme)
        #expect(first.hasPrefix("[Squad]"))
        #expect(first.hasSuffix("›"))
        let last = HubTabBar.render(names: names, activeIndex: 7, width: 40, theme: theme)
        #expect(last.hasPrefix("‹"))
        #expect(last.hasSuffix("[Board]"))
    }

    @Test func aScreenNarrowerThanTheActiveTabStillShowsIt() {
        #expect(HubTabBar.render(names: names, activeIndex: 3, width: 5, theme: theme) == "‹[Transfers]›")
    }
}
