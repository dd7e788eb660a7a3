// An app's own styles (`ButtonStyle`, `ToggleStyle`, `LabelStyle` …) draw their controls: the
// control's `makeBody(configuration:)` runs as a view of the tree, as in SwiftUI, so what a style
// adds (a badge, a checkmark, a button that flips a toggle) is on screen and takes touches, and
// its own `@Environment` and `@State` properties work. SwiftUI's own styles are not drawn.

/// A custom style's body in the tree: its `makeBody(configuration:)` runs as this view's body,
/// with the style's dynamic properties (`@Environment(\.isEnabled)`, `@State`) installed as if the
/// view declared them (see `ViewLayout.collectFields`).
nonisolated struct StyleBody<Style, Body: View>: View {
  let style: Style
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
  let makeBody: @MainActor (Configuration) -> any View
  let isSame: (AppliedStyle) -> Bool
  private let style: Any

  @MainActor init<S, Body: View>(
    _ style: S, makeBody: @escaping @MainActor (S, Configuration) -> Body
  ) {
    self.style = style
    self.makeBody = { configuration in
      StyleBody(style: style, make: StyleBodyMaker { makeBody($0, configuration) })
    }
    let equal = ViewLayout.fieldwiseEquality(of: S.self)
    isSame = { other in (other.style as? S).map { equal(style, $0) } ?? false }
  }
}

/// The styles of one kind of control in effect somewhere, the nearest last: an app's style, or
/// `nil` for one of SwiftUI's.
struct StyleStack<Configuration>: Equatable {
  var styles: [AppliedStyle<Configuration>?] = []

  /// The stack with `style` nearest.
  @MainActor func pushing<S, Body: View>(
    _ style: S, makeBody: @escaping @MainActor (S, Configuration) -> Body
  ) -> Self {
    var copy = self
    copy.styles.append(style is any SystemStyle ? nil : AppliedStyle(style, makeBody: makeBody))
    return copy
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.styles.count == rhs.styles.count
      && zip(lhs.styles, rhs.styles).allSatisfy { left, right in
        switch (left, right) {
        case (nil, nil): return true
        case (let left?, let right?): return left === right || left.isSame(right)
        default: return false
        }
      }
  }
}

/// Names the styles of the controls configured by `Configuration` in the environment.
struct StyleStackID<Configuration>: Hashable {}

/// Where a kind of control's styles are kept in the environment.
struct StyleStackKey<Configuration>: EnvironmentKey {
  static var defaultValue: StyleStack<Configuration> { StyleStack() }
}

extension EnvironmentValues {
  /// The styles of the controls configured by `Configuration`.
  subscript<Configuration>(styles _: StyleStackID<Configuration>) -> StyleStack<Configuration> {
    get { self[StyleStackKey<Configuration>.self] }
    set { self[StyleStackKey<Configuration>.self] = newValue }
  }
}

/// A control drawn by an app's style: reads the styles in effect (so it is drawn again when they
/// change, and only then — not for every change of the environment) and runs the nearest one's
/// body with the styles beneath it, so that a style's `Toggle(configuration)` or
/// `Button(configuration)` draws with the style set farther up, as in SwiftUI, and a style never
/// draws itself.
nonisolated struct StyledControl<Configuration>: View, StructuralView {
  let configuration: Configuration
  @Environment(\.[styles: StyleStackID<Configuration>()]) private var styles

  @MainActor var body: some View {
    var beneath = styles
    if let nearest = beneath.styles.popLast(), let style = nearest {
      AnyView(style.makeBody(configuration))
        .environment(\.[styles: StyleStackID<Configuration>()], beneath)
    }
  }
}

extension ChildList {
  /// Adds the control drawn by the nearest style when it is an app's (keyed `key`), otherwise
  /// its parts as `parts` adds them. Whether an app's style is nearest changes only with the
  /// tree's structure, so the control itself does not depend on its environment: a list of
  /// buttons is not expanded again for every change of the environment above it.
  mutating func appendStyled<Configuration>(
    _ configuration: @autoclosure () -> Configuration, key: ChildKey,
    parts: (inout ChildList) -> Void
  ) {
    guard case .some(.some) = peek(StyleStackKey<Configuration>.self).styles.last else {
      parts(&self)
      return
    }
    append(StyledControl(configuration: configuration()), key: key)
  }

  /// The environment for controls the system draws itself, without the app's styles: an alert's
  /// or a dialog's actions, a menu's or context menu's items and swipe actions are not drawn by a
  /// `ButtonStyle`, `ToggleStyle` or `LabelStyle` set above them. `nil` when none is set.
  mutating func environmentForSystemControls() -> EnvironmentValues? {
    let buttons = peek(StyleStackKey<ButtonDrawing>.self).styles.isEmpty
    let toggles = peek(StyleStackKey<ToggleStyleConfiguration>.self).styles.isEmpty
    let labels = peek(StyleStackKey<LabelStyleConfiguration>.self).styles.isEmpty
    if buttons && toggles && labels { return nil }
    var environment = self.environment
    if !buttons { environment[StyleStackKey<ButtonDrawing>.self] = StyleStack() }
    if !toggles { environment[StyleStackKey<ToggleStyleConfiguration>.self] = StyleStack() }
    if !labels { environment[StyleStackKey<LabelStyleConfiguration>.self] = StyleStack() }
    return environment
  }
}

/// Sets a style for the controls inside: `.buttonStyle(_:)`, `.toggleStyle(_:)` …
nonisolated struct StyleModifier<Style, Configuration, Body: View>: PrimitiveModifier {
  typealias Body = Never
  let style: Style
  let makeBody: @MainActor (Style, Configuration) -> Body

  @MainActor func makeChildren(of content: any View, into children: inout ChildList) {
    var environment = children.environment
    environment[StyleStackKey<Configuration>.self] = environment[
      StyleStackKey<Configuration>.self
    ].pushing(style, makeBody: makeBody)
    children.append(content, key: .content, environment: environment)
  }
}

nonisolated extension View {
  /// Pushes `style` onto the styles of the controls configured by `Configuration`.
  func pushingStyle<S, Configuration, Body: View>(
    _ style: S, for _: Configuration.Type,
    makeBody: @escaping @MainActor (S, Configuration) -> Body
  ) -> some View {
    modifier(StyleModifier(style: style, makeBody: makeBody))
  }
}
