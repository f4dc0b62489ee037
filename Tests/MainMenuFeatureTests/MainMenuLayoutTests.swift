import DesignSystem
@testable import MainMenuFeature
import MainMenuFeatureMocks
import Navigation
import Testing

@MainActor
struct MainMenuLayoutTests {
    @Test func theLogoFitsEightyColumnsInAtMostSixLines() {
        #expect(MainMenuLogoView.art.count <= 6)
        for line in MainMenuLogoView.art + [MainMenuLogoView.tagline] {
            #expect(TextLayout.visibleWidth(line) <= 80)
        }
    }

    @Test func theLogoIsCentredAsOneBlockSoItsLettersStayAligned() {
        let presenter = MockMainMenuInteractor()
        let lines = MainMenuView(presenter: presenter).render(in: RenderContext(width: 80, height: 22, colored: false))

        let artLines = lines.filter { $0.contains("█") || $0.contains("═") }
        let indent = artLines.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        let unindented = artLines.map { String($0.dropFirst(indent)) }
        #expect(zip(unindented, MainMenuLogoView.art).allSatisfy { $0.hasPrefix($1) })
        #expect(artLines.count == MainMenuLogoView.art.count)
        #expect(indent == (80 - MainMenuLogoView.art.map(\.count).max()!) / 2)
    }

    @Test(arguments: [80, 100, 132])
    func theSlotTableFillsTheWidthExactly(width: Int) {
        let layout = SlotTableLayout(width: width)

        let full = layout.line(marker: "  ", cells: ["a", "b", "c", "d", "e", "f"])
        let spanning = layout.spanningLine(marker: "  ", first: "a", rest: "b")

        #expect(TextLayout.visibleWidth(full) == width)
        #expect(TextLayout.visibleWidth(spanning) == width)
        #expect(TextLayout.visibleWidth(layout.rule) == width)
    }
}
