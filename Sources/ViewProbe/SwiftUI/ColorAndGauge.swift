/// A control that picks a colour, bound to a `Color`. A test sets it with
/// `find(label:)`… `setValue(Color.red)` or through the binding it writes.
nonisolated public struct ColorPicker<Label: View>: View {
  let selection: Binding<Color>
  let label: Label

  /// A picker of `selection` labelled by `label`.
  public init(
    selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.label = label()
  }

  /// A primitive view: the graph reads its label.
  @MainActor
  public var body: Never { primitiveBody("ColorPicker") }
}

extension ColorPicker where Label == Text {
  /// A picker of `selection` titled by `titleKey`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  /// A picker of `selection` titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}

extension ColorPicker: LabelledPrimitive, PlainExpansion {}

extension ColorPicker: DrivableControl {
  static var controlKind: ControlKind { .colorPicker }
  var currentValue: Any? { selection.wrappedValue }

  func setValue(_ value: Any) -> String? {
    guard let color = value as? Color else {
      return "a ColorPicker takes a Color, not \(type(of: value))"
    }
    selection.wrappedValue = color
    return nil
  }
}

/// A value shown within a range (a meter or a ring).
nonisolated public struct Gauge<
  Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View
>:
  View
{
  /// Where the value is in its range, from 0 to 1.
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel
  let minimumValueLabel: BoundsLabel
  let maximumValueLabel: BoundsLabel

  /// A primitive view: the graph reads its labels.
  @MainActor
  public var body: Never { primitiveBody("Gauge") }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge of `value` in `bounds` with a label and a label for the value.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      fraction: Self.fraction(value, in: bounds), label: label(),
      currentValueLabel: currentValueLabel(), minimumValueLabel: EmptyView(),
      maximumValueLabel: EmptyView())
  }
}

extension Gauge
where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge of `value` in `bounds` with a label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    self.init(value: value, in: bounds, label: label) { EmptyView() }
  }
}

extension Gauge where MarkedValueLabels == EmptyView {
  /// A gauge of `value` in `bounds` with labels for the value and both ends.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    self.init(
      fraction: Self.fraction(value, in: bounds), label: label(),
      currentValueLabel: currentValueLabel(), minimumValueLabel: minimumValueLabel(),
      maximumValueLabel: maximumValueLabel())
  }
}

extension Gauge {
  /// `value`'s place in `bounds`, clamped to 0…1.
  static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
    let width = Double(bounds.upperBound - bounds.lowerBound)
    guard width > 0 else { return 0 }
    return min(max(Double(value - bounds.lowerBound) / width, 0), 1)
  }
}

extension Gauge: PrimitiveView, PlainExpansion {
  @MainActor
  func makeChildren(into children: inout ChildList) {
    children.appendStyled(
      GaugeStyleConfiguration(
        value: fraction, label: _StyleConfigurationPart(label),
        currentValueLabel: _StyleConfigurationPart(currentValueLabel),
        minimumValueLabel: _StyleConfigurationPart(minimumValueLabel),
        maximumValueLabel: _StyleConfigurationPart(maximumValueLabel)),
      key: .content
    ) {
      $0.append(label, key: .label)
      $0.append(currentValueLabel, key: .content)
      $0.append(minimumValueLabel, key: .index(0))
      $0.append(maximumValueLabel, key: .index(1))
    }
  }
}

/// How a `Gauge` is drawn (not simulated).
public protocol GaugeStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What the style draws a gauge from.
  typealias Configuration = GaugeStyleConfiguration
  /// The view of a gauge in this style.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a `GaugeStyle` draws a gauge from.
public struct GaugeStyleConfiguration {
  /// The gauge's label.
  public typealias Label = _StyleConfigurationPart
  /// The label of the current value.
  public typealias CurrentValueLabel = _StyleConfigurationPart
  /// The label of the minimum.
  public typealias MinimumValueLabel = _StyleConfigurationPart
  /// The label of the maximum.
  public typealias MaximumValueLabel = _StyleConfigurationPart
  /// The labels of marked values.
  public typealias MarkedValueLabel = _StyleConfigurationPart
  /// Where the value is in its range, from 0 to 1.
  public var value: Double
  /// What the gauge shows.
  public var label: Label
  /// The label of the current value.
  public var currentValueLabel: CurrentValueLabel?
  /// The label of the minimum.
  public var minimumValueLabel: MinimumValueLabel?
  /// The label of the maximum.
  public var maximumValueLabel: MaximumValueLabel?
  /// The labels of marked values (none are kept).
  public var markedValueLabels: MarkedValueLabel?
}

/// The styles of `Gauge`.
public struct _GaugeStyle: GaugeStyle, SystemStyle {
  let name: String
  /// The gauge's label (SwiftUI's styles are not drawn).
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension GaugeStyle where Self == _GaugeStyle {
  /// SwiftUI's default.
  public static var automatic: _GaugeStyle { _GaugeStyle(name: "automatic") }
  /// A ring.
  public static var accessoryCircular: _GaugeStyle { _GaugeStyle(name: "accessoryCircular") }
  /// A ring with the value inside.
  public static var accessoryCircularCapacity: _GaugeStyle {
    _GaugeStyle(name: "accessoryCircularCapacity")
  }
  /// A bar.
  public static var accessoryLinear: _GaugeStyle { _GaugeStyle(name: "accessoryLinear") }
  /// A filled bar.
  public static var accessoryLinearCapacity: _GaugeStyle {
    _GaugeStyle(name: "accessoryLinearCapacity")
  }
  /// A bar (macOS).
  public static var linearCapacity: _GaugeStyle { _GaugeStyle(name: "linearCapacity") }
}

nonisolated extension View {
  /// Sets the style of the gauges inside: an app's style's body draws each of them.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    pushingStyle(style, for: GaugeStyleConfiguration.self) { $0.makeBody(configuration: $1) }
  }
}
