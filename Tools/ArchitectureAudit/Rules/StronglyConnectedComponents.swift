/// Tarjan's algorithm over a small graph given as adjacency sets.
enum StronglyConnectedComponents {
    static func of<Node: Hashable & Comparable>(_ graph: [Node: Set<Node>]) -> [[Node]] {
        var state = TarjanState<Node>()
        let nodes = Set(graph.keys).union(graph.values.flatMap { $0 }).sorted()
        for node in nodes where state.index[node] == nil {
            state.connect(node, graph: graph)
        }
        return state.components
    }
}

private struct TarjanState<Node: Hashable & Comparable> {
    var index: [Node: Int] = [:]
    var lowLink: [Node: Int] = [:]
    var stack: [Node] = []
    var onStack: Set<Node> = []
    var components: [[Node]] = []

    mutating func connect(_ node: Node, graph: [Node: Set<Node>]) {
        let order = index.count
        index[node] = order
        lowLink[node] = order
        stack.append(node)
        onStack.insert(node)
        for next in (graph[node] ?? []).sorted() {
            if index[next] == nil {
                connect(next, graph: graph)
                lowLink[node] = min(lowLink[node, default: order], lowLink[next, default: order])
            } else if onStack.contains(next) {
                lowLink[node] = min(lowLink[node, default: order], index[next, default: order])
            }
        }
        guard lowLink[node] == order else { return }
        var component: [Node] = []
        while let top = stack.popLast() {
            onStack.remove(top)
            component.append(top)
            if top == node { break }
        }
        components.append(component.sorted())
    }
}
