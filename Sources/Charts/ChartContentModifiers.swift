import Foundation

// The rest of Apple's chart-content modifiers: offsets, symbols drawn by a view, encodings by
// value, masks and clips, effects, ordering and accessibility. Nothing is drawn: each keeps the
// content as it is.

/// What an annotation's content is given: where it will be placed (not laid out).
public struct AnnotationContext {
  /// The annotation's target rectangle (empty: nothing is laid out).
  public var targetSize: CGSize { .zero }
}

extension ChartContent {
  // MARK: Positioning

  /// Moves the content by `offset` (not drawn).
  public func offset(_ offset: CGSize) -> some ChartContent { modified }

  /// Moves the content by `x` and `y` (not drawn).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent { modified }

  /// Moves the content by `x`, and its ends by `yStart` and `yEnd` (not drawn).
  public func offset(x: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> some ChartContent {
    modified
  }

  /// Moves the content's ends by `xStart` and `xEnd`, and it by `y` (not drawn).
  public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
    modified
  }

  /// Moves the content's corners (not drawn).
  public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0)
    -> some ChartContent
  { modified }

  /// Aligns the content's styles (gradients) with the plot area (not drawn).
  public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> some ChartContent { modified }

  // MARK: Symbols

  /// Draws points with a view (not drawn: the closure is not called).
  public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent { modified }

  /// The size of point symbols, as a width and height.
  public func symbolSize(_ size: CGSize) -> some ChartContent { modified }

  // MARK: Encoding data

  /// Draws lines by a value (one stroke per value).
  public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
    modified
  }

  /// Sizes symbols by a value.
  public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
    modified
  }

  // MARK: Annotations

  /// A view next to the mark, made with where it goes (not drawn: the closure is not called).
  public func annotation<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center,
    spacing: CGFloat? = nil, @ViewBuilder content: @escaping (AnnotationContext) -> C
  ) -> some ChartContent { modified }

  /// A view next to the mark, kept inside `overflowResolution`'s bounds, made with where it goes
  /// (not drawn).
  public func annotation<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center,
    spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution,
    @ViewBuilder content: @escaping (AnnotationContext) -> C
  ) -> some ChartContent { modified }

  // MARK: Masking, clipping, effects

  /// Masks the content with `content`'s alpha (not drawn).
  public func mask<C: ChartContent>(@ChartContentBuilder content: () -> C) -> some ChartContent {
    modified
  }

  /// Clips the content to `shape` (not drawn).
  public func clipShape(_ shape: some Shape, style: FillStyle = FillStyle()) -> some ChartContent {
    modified
  }

  /// Blurs the content (not drawn).
  public func blur(radius: CGFloat) -> some ChartContent { modified }

  /// A shadow under the content (not drawn).
  public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> some ChartContent { modified }

  /// Draws the content into one layer (not drawn).
  public func compositingLayer() -> some ChartContent { modified }

  /// Orders overlapping content (not drawn).
  public func zIndex(_ value: Double) -> some ChartContent { modified }

  // MARK: Accessibility

  /// Hides the content from VoiceOver.
  public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { modified }

  /// An identifier for UI tests.
  public func accessibilityIdentifier(_ identifier: String) -> some ChartContent { modified }

  /// What VoiceOver reads for the mark.
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some ChartContent { modified }

  /// What VoiceOver reads for the mark, from a string.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { modified }

  /// What VoiceOver reads as the mark's value.
  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some ChartContent { modified }

  /// What VoiceOver reads as the mark's value, from a string.
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { modified }
}
