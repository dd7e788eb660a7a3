/// Draws text views in its own way (iOS 18 `textRenderer(_:)`): app code walks a `Text.Layout` and
/// draws its lines, runs and glyph slices into a `GraphicsContext`. ViewProbe lays out no text and
/// draws nothing, so a renderer is never called (Guide §8): the texts it would draw stay in the
/// tree, found and read as any text.
public protocol TextRenderer: Animatable {
  /// Draws `layout` into `ctx`.
  func draw(layout: Text.Layout, in ctx: inout GraphicsContext)
  /// The size the text takes in `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
  /// Extra room around the drawing for effects that reach past the text (a shadow).
  var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
  /// The text's own size.
  public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
    text.sizeThatFits(proposal)
  }
  /// No extra room.
  public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// The text a renderer sizes.
public struct TextProxy {
  /// The size the text needs in `proposal` (ViewProbe lays out no text: zero).
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }
}

/// A value attached to a span of text with `Text.customAttribute(_:)`, which a renderer reads from
/// the runs it draws.
public protocol TextAttribute: Hashable {}

extension Text {
  /// The text with `value` attached to it, for a `TextRenderer` (nothing reads it here).
  nonisolated public func customAttribute<T: TextAttribute>(_ value: T) -> Text { self }

  /// The laid-out lines of a text, as a renderer gets them. ViewProbe lays out no text: a layout
  /// has no lines.
  public struct Layout: RandomAccessCollection, Equatable {
    let lines: [Line]
    /// Whether the text was cut short to fit.
    public var isTruncated: Bool { false }
    /// The first line's position.
    public var startIndex: Int { lines.startIndex }
    /// Past the last line.
    public var endIndex: Int { lines.endIndex }
    /// The line at `index`.
    public subscript(index: Int) -> Line { lines[index] }

    /// One line: its runs of glyphs.
    public struct Line: RandomAccessCollection, Equatable {
      let runs: [Run]
      /// Where the line starts.
      public var origin: CGPoint { .zero }
      /// The line's typographic bounds.
      public var typographicBounds: TypographicBounds { TypographicBounds() }
      /// The first run's position.
      public var startIndex: Int { runs.startIndex }
      /// Past the last run.
      public var endIndex: Int { runs.endIndex }
      /// The run at `index`.
      public subscript(index: Int) -> Run { runs[index] }
    }

    /// A run of glyphs sharing their attributes.
    public struct Run: RandomAccessCollection, Equatable {
      let glyphCount: Int
      /// The direction the run is laid out in.
      public var layoutDirection: LayoutDirection { .leftToRight }
      /// The run's typographic bounds.
      public var typographicBounds: TypographicBounds { TypographicBounds() }
      /// The first glyph's position.
      public var startIndex: Int { 0 }
      /// Past the last glyph.
      public var endIndex: Int { glyphCount }
      /// The glyph at `index`, as a one-glyph slice.
      public subscript(index: Int) -> RunSlice { RunSlice(run: self, indices: index..<(index + 1)) }
      /// The custom attribute of type `T` on the run (`customAttribute(_:)`), if any.
      public subscript<T: TextAttribute>(_ type: T.Type) -> T? { nil }
    }

    /// Some of the glyphs of a run.
    public struct RunSlice: RandomAccessCollection, Equatable {
      /// The run the glyphs are from.
      public var run: Run
      /// Which of its glyphs.
      public var indices: Range<Int>
      /// The glyphs `indices` of `run`.
      public init(run: Run, indices: Range<Int>) {
        self.run = run
        self.indices = indices
      }
      /// The slice's typographic bounds.
      public var typographicBounds: TypographicBounds { TypographicBounds() }
      /// The first glyph's position.
      public var startIndex: Int { indices.lowerBound }
      /// Past the last glyph.
      public var endIndex: Int { indices.upperBound }
      /// The glyph at `index`, as a one-glyph slice.
      public subscript(index: Int) -> RunSlice { RunSlice(run: run, indices: index..<(index + 1)) }
      /// The custom attribute of type `T` on the glyphs, if any.
      public subscript<T: TextAttribute>(_ type: T.Type) -> T? { nil }
    }

    /// Where glyphs sit and how tall they are.
    public struct TypographicBounds: Equatable, Sendable {
      /// The baseline origin.
      public var origin: CGPoint = .zero
      /// The advance width.
      public var width: CGFloat = 0
      /// The height above the baseline.
      public var ascent: CGFloat = 0
      /// The depth below the baseline.
      public var descent: CGFloat = 0
      /// The spacing to the next line.
      public var leading: CGFloat = 0
      /// The rectangle from the top of the ascent to the bottom of the descent.
      public var rect: CGRect {
        CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent)
      }
    }

    /// How lines and runs are drawn.
    public struct DrawingOptions: OptionSet, Sendable {
      /// The raw bits.
      public let rawValue: UInt32
      /// Options from raw bits.
      public init(rawValue: UInt32) { self.rawValue = rawValue }
      /// Keeps glyphs at exact, unrounded positions (for moving text).
      public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1)
    }
  }
}

extension GraphicsContext {
  /// Draws a laid-out line.
  public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {}
  /// Draws a run of glyphs.
  public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {}
  /// Draws some glyphs of a run.
  public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {}
}

nonisolated extension View {
  /// Draws the texts inside with `renderer` (never called: the texts stay in the tree as they are).
  public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View { inert("textRenderer") }
}
