/// A modifier that changes how a view looks, not what it is: the content keeps its identity
/// whatever the arguments (A10). ViewProbe does not draw, so these only keep the tree's shape.
nonisolated public struct _InertModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  /// The modifier's SwiftUI name, for the tree dump.
  public let name: String
  /// The value of a `zIndex(_:)`, which orders a stack's layers.
  var zIndex: Double?
  /// Whether it is a frame that takes the whole size offered (`maxWidth` and `maxHeight` infinite).
  var fillsOfferedSize = false
  /// Whether it is a background style painted on the view's whole frame (not a clear colour, not
  /// in a shape other than a rectangle).
  var paintsEverywhere = false
  /// Whether that background style is known to be opaque (see `ShapeStyle.paintsOpaque`).
  var paintsOpaque = false
  /// The foreground it sets (`foregroundStyle`, `foregroundColor`), clear or drawn; `nil` for
  /// other modifiers.
  var foreground: ForegroundPaint?
  /// Whether it is a `contentShape` for taps that is a rectangle: the view is hit on its whole
  /// frame, drawn or clear.
  var hitsItsWholeFrame = false
  /// Whether it is a frame of no width or no height (fixed at zero, or at most zero): clipped,
  /// nothing of its content shows.
  var collapsesAnAxis = false
  /// Whether it is a frame given a size SwiftUI rejects: negative, or not finite (`.infinity`,
  /// NaN) where a size is fixed.
  var hasInvalidDimension = false
}

extension _InertModifier {
  /// A background painted with `style`, on the whole frame unless `everywhere` is false (in a
  /// shape that is not a rectangle) or the style is a clear colour.
  static func background(_ style: some ShapeStyle, everywhere: Bool = true) -> _InertModifier {
    _InertModifier(
      name: "background",
      paintsEverywhere: everywhere && ShapeHitArea.fill(with: style) == .filled,
      paintsOpaque: everywhere && style.paintsOpaque)
  }
}

extension _InertModifier: PassThroughModifier {
  @MainActor
  func makeChildren(of content: any View, into children: inout ChildList) {
    // SwiftUI logs it at each layout of the view; here, at each update of it, for the view
    // framed (its node does not exist yet the first time: it is named from its type).
    if hasInvalidDimension {
      let node = children.node
      let parent = node.path
      let framed = Self.innermostName(of: type(of: content))
      node.graph.tracker.warn(
        SwiftUIMessage.invalidFrameDimension,
        path: parent.isEmpty ? framed : "\(parent) › \(framed)", node: node.id)
    }
    if foreground == .clear { children.node.graph.hasClearForeground = true }
    children.append(content, key: .content)
  }

  /// The name of the view other modifiers wrap: `Rectangle` for
  /// `ModifiedContent<ModifiedContent<Rectangle, …>, …>`.
  private static func innermostName(of type: Any.Type) -> String {
    var name = Substring(_typeName(type, qualified: false))
    while name.hasPrefix("ModifiedContent<") { name = name.dropFirst("ModifiedContent<".count) }
    return String(name.prefix { $0 != "<" && $0 != "," && $0 != ">" })
  }
}

extension CGFloat {
  /// Whether a frame can take this as a size it fixes (a width, a minimum, an ideal).
  fileprivate var isValidFixedDimension: Bool { isFinite && self >= 0 }
}

nonisolated extension View {
  func inert(_ name: String) -> ModifiedContent<Self, _InertModifier> {
    modifier(_InertModifier(name: name))
  }

  /// Pads the view (not simulated).
  public func padding(_ length: CGFloat? = nil) -> some View { inert("padding") }

  /// Pads each edge by its inset (not simulated).
  public func padding(_ insets: EdgeInsets) -> some View { inert("padding") }

  /// Pads the given edges (not simulated).
  public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> some View {
    inert("padding")
  }

  /// Sets the opacity: nothing is drawn, the view keeps its identity at any opacity (A10), and
  /// at zero its texts are not on screen (`visibleTexts`).
  public func opacity(_ opacity: Double) -> some View {
    modifier(_OpacityModifier(opacity: opacity))
  }

  /// Sets the font of the texts inside: sets `\.font` (nothing is drawn).
  public func font(_ font: Font?) -> some View { environment(\.font, font) }

  /// Sets the font weight (not simulated).
  public func fontWeight(_ weight: Font.Weight?) -> some View { inert("fontWeight") }

  /// Sets the foreground style (not simulated).
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    modifier(_InertModifier(name: "foregroundStyle", foreground: ForegroundPaint(style)))
  }

  /// Sets the foreground colour (not simulated; a clear one draws the texts inside invisible).
  /// `nil` removes any custom colour, the system's primary one taking its place (Apple), so it is
  /// drawn.
  public func foregroundColor(_ color: Color?) -> some View {
    modifier(
      _InertModifier(name: "foregroundColor", foreground: color.map(ForegroundPaint.init) ?? .drawn)
    )
  }

  /// Sets the tint (not simulated).
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View { inert("tint") }

  /// Sets the tint colour (not simulated).
  public func tint(_ tint: Color?) -> some View { inert("tint") }

  /// Draws `style` behind the view (not drawn; a style painted on a view that takes the whole
  /// size offered decides what that view covers, see `LayerCovering.swift`).
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    modifier(_InertModifier.background(style))
  }

  /// Draws the background style of the context behind the view (`.background()`; not drawn).
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
  }

  /// Draws `style` in front of the view: in the tree, over the view, the style itself when it is
  /// a view (a `Color`, a gradient), else a `Rectangle` filled with it (not drawn); it takes every
  /// touch on the view unless it is clear.
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    let drawn = (style as? any View).map { AnyView($0) } ?? AnyView(Rectangle().fill(style))
    return modifier(_AttachedContentModifier(name: "overlay", attached: drawn))
  }

  /// Draws `style` in `shape` in front of the view: in the tree, the shape filled with it over
  /// the view (not drawn; touches land on it inside the shape only).
  public func overlay<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    modifier(_AttachedContentModifier(name: "overlay", attached: shape.fill(style)))
  }

  /// Proposes a fixed size (not simulated). A negative or non-finite size (`width: .infinity`,
  /// meant as `maxWidth`) logs SwiftUI's "Invalid frame dimension" warning.
  public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    modifier(
      _InertModifier(
        name: "frame", collapsesAnAxis: width == 0 || height == 0,
        hasInvalidDimension: ![width, height].allSatisfy { $0?.isValidFixedDimension ?? true }))
  }

  /// Proposes flexible bounds (not simulated; a frame whose maximum width and height are
  /// infinite takes the whole size offered, which decides what a layer over others covers).
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    // A maximum may be infinite (take all the space offered); none may be negative or NaN.
    let fixed = [minWidth, idealWidth, minHeight, idealHeight]
    let maximums = [maxWidth, maxHeight]
    return modifier(
      _InertModifier(
        name: "frame", fillsOfferedSize: maxWidth == .infinity && maxHeight == .infinity,
        collapsesAnAxis: maxWidth == 0 || maxHeight == 0,
        hasInvalidDimension: !fixed.allSatisfy { $0?.isValidFixedDimension ?? true }
          || !maximums.allSatisfy { $0.map { !$0.isNaN && $0 >= 0 } ?? true }))
  }

  /// Rounds the corners (not simulated).
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    inert("cornerRadius")
  }

  /// Adds a shadow (not simulated).
  public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> some View {
    inert("shadow")
  }

  /// Limits the number of lines: sets `\.lineLimit` (nothing is drawn).
  public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }

  /// Limits the number of lines to a range (not simulated).
  public func lineLimit<R: RangeExpression>(_ limit: R) -> some View where R.Bound == Int {
    inert("lineLimit")
  }

  /// Sets the style of text fields below (not drawn: a style's `_body` is not called).
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    inert("textFieldStyle")
  }

  /// Sets the style of pickers below. Nothing is drawn; the style decides which options are on
  /// screen (`visibleTexts`): all of them for segments, a wheel, inline rows, a palette or radio
  /// buttons, the selected one alone for a menu, the default style or a pushed list. A pushed
  /// list needs a navigation stack to push its page onto: without one, `select(_:)` is refused.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    environment(\.pickerShowsEveryOption, S.showsEveryOption)
      .environment(\.pickerPushesOptions, S.self == NavigationLinkPickerStyle.self)
  }

  /// Sets the style of toggles below: an app's style's body draws each of them (the harness
  /// still flips a toggle with `toggle()`).
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    pushingStyle(style, for: ToggleStyleConfiguration.self) { $0.makeBody(configuration: $1) }
  }

  /// Sets the style of lists below (not simulated).
  public func listStyle<S: ListStyle>(_ style: S) -> some View { inert("listStyle") }
}

nonisolated extension View {
  /// Hides the labels of the controls inside (they stay in the tree: `find(toggle:)` still
  /// finds a control by its label).
  public func labelsHidden() -> some View { inert("labelsHidden") }

  /// Makes the view's geometry one group for animations (not simulated).
  public func geometryGroup() -> some View { inert("geometryGroup") }
}
