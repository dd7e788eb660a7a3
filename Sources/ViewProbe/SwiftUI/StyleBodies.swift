// An app's own styles (`ButtonStyle`, `ToggleStyle`, `LabelStyle` …) draw their controls: the
// control's `makeBody(configuration:)` runs as a view of the tree, as in SwiftUI, so what a style
// adds (a badge, a checkmark, a button that flips a toggle) is on screen and takes touches, and
// its own `@Environment` and `@State` properties work. SwiftUI's own styles are not drawn.

/// A custom style's body in the tree: its `makeBody(configuration:)` runs as this view's body,
/// with the style's dynamic properties (`@Environment(\.isEnabled)`, `@State`) installed as if the
/// view declared them (see `ViewLayout.collectFields`).
nonisolated struct StyleBody<Configuration, Style, Body: View>: View {
  let style: Style
  /// Where the style is in its stack: the controls inside its body are drawn by the styles
  /// beneath it (see `ChildList.appendStyled`).
  let stackIndex: Int
  /// Compared by identity: the same body, handed again by an environment change above it, is not
  /// run again; a new configuration (the control expanded again) makes a new one.
  let make: StyleBodyMaker<Style, Body>

  @MainActor var body: Body { make.run(style) }
}

/// What runs a style's `makeBody` with the configuration of one expansion of its control.
final class StyleBodyMaker<Style, Body: View> {
  let run: @MainActor (Style) -> Body

  init(_ run: @escaping @MainActor (Style) -> Body) {
    self.run = run
  }
}

/// Whether `type` is an app's style whose stored properties a view holding it installs (the
/// `style` of a ``StyleBody``).
func isDrawingStyle(_ type: Any.Type) -> Bool {
  type is any ButtonStyle.Type || type is any PrimitiveButtonStyle.Type
    || type is any ToggleStyle.Type || type is any LabelStyle.Type
    || type is any ProgressViewStyle.Type || type is any GroupBoxStyle.Type
    || type is any LabeledContentStyle.Type || type is any DisclosureGroupStyle.Type
    || type is any GaugeStyle.Type || type is any TextFieldStyle.Type
}

/// One of SwiftUI's own styles: set with the style modifier, it is not drawn (the control keeps
/// its parts as they are), and it hides the app's styles set farther up.
protocol SystemStyle {}

/// An app's style in a ``StyleStack``: what makes its body from a configuration, and whether it
/// is the same style as another (an equal value of the same type), so that a change of the
/// environment elsewhere does not draw every styled control again.
final class AppliedStyle<Configuration> {
  let makeBody: @MainActor (Configuration, Int) -> any View
  let isSame: (AppliedStyle) -> Bool
  private let style: Any

  @MainActor init<S, Body: View>(
    _ style: S, makeBody: @escaping @MainActor (S, Configuration) -> Body
  ) {
    self.style = style
    self.makeBody = { configuration, index in
      StyleBody<Configuration, S, Body>(
        style: style, stackIndex: index, make: StyleBodyMaker { makeBody($0, configuration) })
    }
    let equal = ViewLayout.fieldwiseEquality(of: S.self)
    isSame = { other in (other.style as? S).map { equal(style, $0) } ?? false }
  }
}

/// The styles of one kind of control in effect somewhere, the nearest last: an app's style, or
/// `nil` for one of SwiftUI's.
///
/// A list sharing its tail, so that a push copies nothing however many styles are beneath (a
/// style whose body sets a style again, without end, pushes once per level).
struct StyleStack<Configuration> {
  final class Entry {
    let style: AppliedStyle<Configuration>?
    let below: Entry?
    /// The entry's place from the bottom (0 for the first style set).
    let index: Int

    init(style: AppliedStyle<Configuration>?, below: Entry?) {
      self.style = style
      self.below = below
      index = (below?.index ?? -1) + 1
    }
  }

  var top: Entry?

  /// The stack with `style` on top.
  func pushing(_ style: AppliedStyle<Configuration>?) -> Self {
    StyleStack(top: Entry(style: style, below: top))
  }

  /// The entry at `index` from the bottom.
  func entry(at index: Int) -> Entry? {
    var entry = top
    while let current = entry, current.index > index { entry = current.below }
    return entry
  }
}

/// Where a kind of control's styles are kept in the environment.
struct StyleStackKey<Configuration>: EnvironmentKey {
  static var defaultValue: StyleStack<Configuration> { StyleStack() }
}

/// What a view is to the controls of one kind inside it, looking up their style (see
/// `ChildList.appendStyled`).
enum StyleScope {
  /// It pushes a style of that kind: the controls inside use the nearest.
  case pushes
  /// It is the body of the style at this index: the controls inside use the styles beneath it.
  case drawnBy(index: Int)
  /// The system draws the controls inside (an alert's actions, a menu's items, swipe actions):
  /// no app's style does.
  case systemDrawn
}

/// A view that decides which style draws the controls inside it (see ``StyleScope``).
protocol StyleScopeMarker {
  /// What this view is to the controls configured by `kind` below its child keyed `key`.
  func styleScope(for kind: ObjectIdentifier, through key: ChildKey) -> StyleScope?
}

extension StyleBody: StyleScopeMarker {
  func styleScope(for kind: ObjectIdentifier, through key: ChildKey) -> StyleScope? {
    kind == ObjectIdentifier(Configuration.self) ? .drawnBy(index: stackIndex) : nil
  }
}

/// A modifier that decides which style draws the controls inside it.
protocol StyleScopeModifier {
  /// What this modifier is to the controls configured by `kind` below its child keyed `key`.
  func styleScope(for kind: ObjectIdentifier, through key: ChildKey) -> StyleScope?
}

extension ModifiedContent: StyleScopeMarker where Modifier: StyleScopeModifier {
  func styleScope(for kind: ObjectIdentifier, through key: ChildKey) -> StyleScope? {
    modifier.styleScope(for: kind, through: key)
  }
}

extension ChildList {
  /// Adds the control drawn by the style that applies to it when that is an app's (keyed
  /// `key`), otherwise its parts as `parts` adds them.
  ///
  /// The style is the nearest one, unless the control is inside a style's body: then it is the
  /// nearest beneath that style (a style's `Toggle(configuration)` or `Button(configuration)`
  /// draws with the style set farther up, as in SwiftUI, and a style never draws itself), or none
  /// when the system draws it (an alert's action). Whether an app's style applies changes only
  /// with the tree's structure or a style's value (which its modifier announces), so the control
  /// does not depend on its environment: a list of buttons is not expanded again for every
  /// change of the environment above it.
  mutating func appendStyled<Configuration>(
    _ configuration: @autoclosure () -> Configuration, key: ChildKey,
    parts: (inout ChildList) -> Void
  ) {
    let stack = peek(StyleStackKey<Configuration>.self)
    guard let top = stack.top, top.style != nil else { return parts(&self) }
    let kind = ObjectIdentifier(Configuration.self)
    var usable = top.index + 1
    var below = node.styleMarkerChild
    // From one deciding ancestor to the next (`ViewNode.styleMarkerChild`): each level is walked
    // once for all the controls below it.
    walk: while let child = below, let marker = child.parent {
      if let scope = (marker.castableView as? any StyleScopeMarker)?.styleScope(
        for: kind, through: child.key)
      {
        switch scope {
        case .pushes: break walk
        case .drawnBy(let index): usable = index
        case .systemDrawn: return parts(&self)
        }
        break walk
      }
      below = marker.styleMarkerChild
    }
    guard usable > 0, let style = stack.entry(at: usable - 1)?.style else { return parts(&self) }
    append(style.makeBody(configuration(), usable - 1), key: key)
  }
}

/// Sets a style for the controls inside: `.buttonStyle(_:)`, `.toggleStyle(_:)` …
///
/// Its type does not name the style's body (a style whose body sets the style again on a button
/// inside it would make the type contain itself); `apply` knows it.
nonisolated struct StyleModifier<Style, Configuration>: PrimitiveModifier {
  typealias Body = Never
  let style: Style
  let apply: @MainActor (Style) -> AppliedStyle<Configuration>

  @MainActor func makeChildren(of content: any View, into children: inout ChildList) {
    let state = children.node.primitiveState as? PushedStyle<Configuration> ?? PushedStyle()
    children.node.primitiveState = state
    var applied: AppliedStyle<Configuration>?
    if !(style is any SystemStyle) {
      let new = apply(style)
      if let old = state.applied, !old.isSame(new) { redrawStyledControls(below: children.node) }
      applied = new
    }
    state.applied = applied
    var environment = children.environment
    environment[StyleStackKey<Configuration>.self] = environment[
      StyleStackKey<Configuration>.self
    ].pushing(applied)
    children.append(content, key: .content, environment: environment)
  }

  /// The style's value changed: the controls it draws below are drawn again (they do not depend
  /// on the environment, see `ChildList.appendStyled`). Costs a walk of the subtree, only then.
  @MainActor private func redrawStyledControls(below node: ViewNode) {
    let kind = ObjectIdentifier(Configuration.self)
    var stack = node.children
    while let current = stack.popLast() {
      if current.layout.marksStyleScope,
        case .drawnBy = (current.castableView as? any StyleScopeMarker)?.styleScope(
          for: kind, through: .body),
        let control = current.parent
      {
        node.graph.invalidate(control)
      }
      stack.append(contentsOf: current.children)
    }
  }
}

/// The style a style modifier pushed last, to tell when its value changes.
final class PushedStyle<Configuration> {
  var applied: AppliedStyle<Configuration>?
}

extension StyleModifier: StyleScopeModifier {
  func styleScope(for kind: ObjectIdentifier, through key: ChildKey) -> StyleScope? {
    kind == ObjectIdentifier(Configuration.self) && key == .content ? .pushes : nil
  }
}

nonisolated extension View {
  /// Pushes `style` onto the styles of the controls configured by `Configuration`.
  ///
  /// Not an opaque result: an opaque type would be made of every generic parameter, `Body`
  /// included, and a style whose body sets the style on a button inside it would then have a
  /// body type that contains itself (its metadata never ends: a crash).
  func pushingStyle<S, Configuration, Body: View>(
    _ style: S, for _: Configuration.Type,
    makeBody: @escaping @MainActor (S, Configuration) -> Body
  ) -> ModifiedContent<Self, StyleModifier<S, Configuration>> {
    modifier(
      StyleModifier<S, Configuration>(style: style) { AppliedStyle($0, makeBody: makeBody) })
  }
}

extension ViewNode {
  /// The node on the way up from this one (this one or an ancestor) whose parent is the nearest
  /// ancestor that decides which style draws the controls inside it (`StyleScope`), or `nil`. A
  /// control looking up its style visits those ancestors only; the answer is kept for every node
  /// a lookup passes (ancestors do not change while a node lives), so each level is walked once.
  var styleMarkerChild: ViewNode? {
    var passed: [Int] = []
    var current = self
    var found: ViewNode?
    while true {
      if let known = graph.styleMarkerChildIDs[current.id] {
        found = known < 0 ? nil : graph.nodes[known]
        break
      }
      guard let parent = current.parent else { break }
      passed.append(current.id)
      if parent.layout.marksStyleScope {
        found = current
        break
      }
      current = parent
    }
    for id in passed { graph.styleMarkerChildIDs[id] = found?.id ?? -1 }
    return found
  }
}
