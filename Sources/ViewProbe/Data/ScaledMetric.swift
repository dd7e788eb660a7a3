/// A dimension that grows with the Dynamic Type size in the environment
/// (`@ScaledMetric var iconSize: CGFloat = 24`).
///
/// ViewProbe scales by the body text size of each Dynamic Type size relative to `.large` (17
/// points): `.xSmall` 14, `.small` 15, `.medium` 16, `.large` 17, `.xLarge` 19, `.xxLarge` 21,
/// `.xxxLarge` 23, then 28, 33, 40, 47, 53 for the accessibility sizes. The text style a metric is
/// relative to does not change the factor (Guide §7). A view reading it re-renders when the size
/// changes (D03).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  @Environment(\.dynamicTypeSize) var size
  let baseValue: Value

  /// A metric of `wrappedValue` at the default size, scaled like body text.
  public init(wrappedValue: Value) { baseValue = wrappedValue }

  /// A metric of `wrappedValue` at the default size, scaled like `textStyle`.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    baseValue = wrappedValue
  }

  /// The value at the environment's Dynamic Type size.
  public var wrappedValue: Value { baseValue * Value(size.bodyPointSize) / 17 }
}

extension DynamicTypeSize {
  /// The body text size, in points, at this size.
  var bodyPointSize: Double {
    switch self {
    case .xSmall: return 14
    case .small: return 15
    case .medium: return 16
    case .large: return 17
    case .xLarge: return 19
    case .xxLarge: return 21
    case .xxxLarge: return 23
    case .accessibility1: return 28
    case .accessibility2: return 33
    case .accessibility3: return 40
    case .accessibility4: return 47
    case .accessibility5: return 53
    }
  }
}
