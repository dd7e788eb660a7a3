// `navigationTitle(_:)`: the title the navigation bar shows above the screen the view is on. A
// title is not a `Text` in the tree (`texts` and `find(text:)` do not see it); `visibleTexts` lists
// the bar's title of each screen on top, before the screen's own texts.
//
// Which title a screen's bar shows: the outermost `navigationTitle` on the screen (one applied to
// a container wins over one inside it) — SwiftUI reads the title as a preference of the screen and
// does not document which of several wins; this is ViewProbe's choice (Guide §7). A bar hidden by
// `toolbar(.hidden, for: .navigationBar)` (or `.automatic`, the navigation bar on iPhone) or
// `navigationBarHidden(true)` on the screen shows no title, and a view outside any navigation
// container has no bar.

/// `navigationTitle(_:)`: the title of the navigation bar over the screen the view is on.
nonisolated public struct _NavigationTitleModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let title: Text?
  let editable: Binding<String>?

  /// The title's string in `environment`.
  @MainActor
  func string(in environment: EnvironmentValues) -> String {
    editable?.wrappedValue ?? title?.string(in: environment) ?? ""
  }
}

extension _NavigationTitleModifier: PassThroughModifier, PlainExpansion {}

nonisolated extension View {
  /// Sets the navigation bar's title for the screen this view is on.
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    modifier(_NavigationTitleModifier(title: Text(titleKey), editable: nil))
  }

  /// Sets the navigation bar's title for the screen this view is on.
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    modifier(_NavigationTitleModifier(title: Text(title), editable: nil))
  }

  /// Sets the navigation bar's title for the screen this view is on.
  public func navigationTitle(_ title: Text) -> some View {
    modifier(_NavigationTitleModifier(title: title, editable: nil))
  }

  /// A title the person can edit: the bar shows the binding's value (nothing edits it but your
  /// code here).
  public func navigationTitle(_ title: Binding<String>) -> some View {
    modifier(_NavigationTitleModifier(title: nil, editable: title))
  }
}

extension ViewNode {
  /// The titles the navigation bars of this container show now, one per screen on top (a stack's
  /// top screen; each column of a split view), or none when this is not a navigation container.
  var navigationBarTitles: [String] {
    guard primitiveState is NavigationContext else { return [] }
    var screens: [ViewNode] = []
    for child in children where covering(of: child) == nil {
      if child.castableView is any SplitContentAndDetailColumns {
        screens += child.children.filter { child.covering(of: $0) == nil }
      } else {
        screens.append(child)
      }
    }
    return screens.compactMap(\.screenTitle).filter { !$0.isEmpty }
  }

  /// The title of the screen rooted here: its outermost `navigationTitle` on screen, unless the
  /// screen hides its navigation bar. Nested navigation containers and presented content are
  /// screens of their own, and are not looked into.
  private var screenTitle: String? {
    var stack = [self]
    var title: String?
    while let node = stack.popLast() {
      let modifier = (node.castableView as? any ModifierCarrying)?.anyModifier
      if let bars = modifier as? _BarVisibilityModifier, bars.hidesNavigationBar { return nil }
      if title == nil, let named = modifier as? _NavigationTitleModifier {
        title = named.string(in: node.environment)
      }
      let presents = modifier is any Presenting
      for child in node.children.reversed() where node.shows(child) {
        if presents && child.key == .footer { continue }
        if child.primitiveState is NavigationContext { continue }
        stack.append(child)
      }
    }
    return title
  }
}

extension _BarVisibilityModifier {
  /// Whether it hides the navigation bar (`.automatic` is the navigation bar on iPhone).
  var hidesNavigationBar: Bool {
    visibility == .hidden && (bars.contains(.navigationBar) || bars.contains(.automatic))
  }
}
