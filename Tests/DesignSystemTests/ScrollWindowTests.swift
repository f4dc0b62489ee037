import DesignSystem
import Testing

@Suite struct ScrollWindowTests {
    @Test(arguments: [
        (3, 0, 10, 0..<3),
        (40, 0, 10, 0..<10),
        (40, 20, 10, 15..<25),
        (40, 39, 10, 30..<40),
        (5, 4, 0, 4..<5),
    ])
    func theScrollWindowKeepsTheSelectionInside(count: Int, selected: Int, capacity: Int, expected: Range<Int>) {
        let range = ScrollWindow.rows(count: count, selected: selected, capacity: capacity)

        #expect(range == expected)
        #expect(range.contains(selected))
    }

    @Test func noSelectionShowsTheTop() {
        #expect(ScrollWindow.rows(count: 40, selected: nil, capacity: 10) == 0..<10)
    }
}
