// An app's own styles (`ButtonStyle`, `ToggleStyle`, `LabelStyle` …) draw their controls: the
// control's `makeBody(configuration:)` runs as a view of the tree, as in SwiftUI, so what a style
// adds (a badge, a checkmark, a button that flips a toggle) is on screen and takes touches, and
// its own `@Environment` and `@State` properties work. SwiftUI's own styles are not drawn.

/// A custom style's body in the tree: its `makeBody(configuration:)` runs as this view's body,
/// with the style's dynamic properties (`@Environment(\.isEnabled)`, `@State`) installed as if the
/// view declared them (see `ViewLayout.collectFields`).
nonisolated struct StyleBody<Style, Body: View>: View {
  let style: Style
  let make: @MainActor (Style) -> Body

  @MainActor var body: Body { make(style) }
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

/// The styles of one kind of control in effect somewhere, the nearest last. An app's style is
/// kept as what makes its body from a configuration; one of SwiftUI's as `nil`.
struct StyleStack<Configuration> {
  typealias MakeBody = @MainActor (Configuration) -> any View

  var styles: [MakeBody?] = []

  /// The stack with `style` nearest.
  @MainActor func pushing<S>(
    _ style: S, makeBody: @escaping @MainActor (S, Configuration) -> some View
  )
    -> Self
  {
    var copy = self
    if style is any SystemStyle {
      copy.styles.append(nil)
    } else {
      copy.styles.append { configuration in
        StyleBody(style: style) { makeBody($0, configuration) }
      }
    }
    return copy
  }
}

extension EnvironmentValues {
  /// Leaves out the app's styles of the controls the system draws itself: an alert's or a
  /// dialog's actions, a menu's or context menu's items and swipe actions are not drawn by a
  /// `ButtonStyle`, `ToggleStyle` or `LabelStyle` set above them.
  mutating func dropAppStylesForSystemControls() {
    if !self[StyleStackKey<ButtonDrawing>.self].styles.isEmpty {
      self[StyleStackKey<ButtonDrawing>.self] = StyleStack()
    }
    if !self[StyleStackKey<ToggleStyleConfiguration>.self].styles.isEmpty {
      self[StyleStackKey<ToggleStyleConfiguration>.self] = StyleStack()
    }
    if !self[StyleStackKey<LabelStyleConfiguration>.self].styles.isEmpty {
      self[StyleStackKey<LabelStyleConfiguration>.self] = StyleStack()
    }
  }
}

/// Where a kind of control's styles are kept in the environment.
struct StyleStackKey<Configuration>: EnvironmentKey {
  static var defaultValue: StyleStack<Configuration> { StyleStack() }
}

extension ChildList {
  /// Adds the control's parts drawn by the nearest style when it is an app's (keyed `key`); its
  /// body sees the styles beneath it, so that a style's `Toggle(configuration)` or
  /// `Button(configuration)` draws with the style set farther up, as in SwiftUI, and a style
  /// never draws itself. Otherwise `parts` adds the parts as they are. Reads the environment: the
  /// control is drawn again when its styles change.
  mutating func appendStyled<Configuration>(
    _ configuration: @autoclosure () -> Configuration, key: ChildKey,
    parts: (inout ChildList) -> Void
  ) {
    var environment = self.environment
    var stack = environment[StyleStackKey<Configuration>.self]
    guard let nearest = stack.styles.popLast(), let makeBody = nearest else {
      parts(&self)
      return
    }
    environment[StyleStackKey<Configuration>.self] = stack
    append(makeBody(configuration()), key: key, environment: environment)
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
