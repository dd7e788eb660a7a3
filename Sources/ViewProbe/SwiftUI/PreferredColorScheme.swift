// `preferredColorScheme(_:)`: the scheme applies to the whole presentation the view is in, not
// only to the view's subtree. ViewProbe hosts one window per harness, so the first such
// preference in the tree (in the order its views were made) sets `\.colorScheme` for every view
// of the harness, sheets included, until its view leaves the tree or passes `nil`. A
// `.environment(\.colorScheme, …)` inside still wins for its subtree.

nonisolated extension View {
  /// Asks for `colorScheme` for the whole presentation; `nil` asks for none.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    modifier(_PreferredColorSchemeModifier(colorScheme: colorScheme))
  }
}

/// Applies `preferredColorScheme`: registers the request with the graph while its view lives.
public struct _PreferredColorSchemeModifier: ViewModifier, PrimitiveModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let colorScheme: ColorScheme?

  func makeChildren(of content: any View, into children: inout ChildList) {
    let node = children.node
    if node.primitiveState == nil {
      node.primitiveState = ColorSchemeRequest(graph: node.graph, id: node.id)
    }
    node.graph.requestColorScheme(colorScheme, from: node.id)
    children.append(content, key: .content)
  }
}

/// Withdraws a view's color scheme request when the view leaves the tree.
@MainActor
final class ColorSchemeRequest: DisappearObserver {
  unowned let graph: ViewGraph
  let id: Int

  init(graph: ViewGraph, id: Int) {
    self.graph = graph
    self.id = id
  }

  func disappear() { graph.requestColorScheme(nil, from: id) }
}

/// Sits at the root of every harness: hands the tree the preferred color scheme, if any.
struct PreferredColorSchemeHost: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  func makeChildren(of content: any View, into children: inout ChildList) {
    let graph = children.node.graph
    graph.colorSchemeHost = children.node.id
    // Each launch of the app (`relaunch()`) hosts the content with a new identity.
    let key: ChildKey = graph.launchCount == 0 ? .content : .index(graph.launchCount)
    guard graph.preferredColorScheme != nil || graph.scenePhase != .active else {
      children.append(content, key: key)
      return
    }
    var environment = children.environment
    if let scheme = graph.preferredColorScheme { environment.colorScheme = scheme }
    environment.scenePhase = graph.scenePhase
    children.append(content, key: key, environment: environment)
  }
}

/// The harness's root modifier, which dumps leave out.
protocol HarnessHosting {}
extension ModifiedContent: HarnessHosting where Modifier == PreferredColorSchemeHost {}

extension ViewGraph {
  /// Records the color scheme the view `id` asks for (`nil`: none); when the scheme that applies
  /// changes, the root hands the tree the new one.
  func requestColorScheme(_ scheme: ColorScheme?, from id: Int) {
    colorSchemeRequests[id] = scheme
    let preferred = colorSchemeRequests.min { $0.key < $1.key }?.value
    guard preferred != preferredColorScheme else { return }
    preferredColorScheme = preferred
    if let host = colorSchemeHost, let node = nodes[host] {
      invalidate(node, cause: RenderCause(.parent, "preferredColorScheme changed", token: "@self"))
    }
  }
}
