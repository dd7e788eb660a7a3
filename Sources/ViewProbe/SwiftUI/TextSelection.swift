import Foundation

// Text selections (iOS 18's `TextSelection` for plain text, iOS 26's `AttributedTextSelection`
// for styled text) and the `AttributedString` editing methods SwiftUI adds for the latter. A
// harness writes a field's selection as a user's typing and selecting would (`setInput(_:)`
// leaves the caret after what it typed, `selectText(_:)` selects), and the app reads it and
// edits through it as on a device.

/// Which side of a line break an insertion point at the break belongs to.
public enum TextSelectionAffinity: Hashable, Sendable {
  /// The system decides.
  case automatic
  /// The end of the line before the break.
  case upstream
  /// The start of the line after the break.
  case downstream
}

/// A selection in a plain-text field or editor: an insertion point, a range, or (on macOS)
/// several ranges.
public struct TextSelection: Hashable, Sendable {
  /// Where the selection is.
  public enum Indices: Hashable, Sendable {
    /// One range; empty for an insertion point.
    case selection(Range<String.Index>)
    /// Several ranges (macOS).
    case multiSelection(RangeSet<String.Index>)
  }

  /// Where the selection is.
  public var indices: Indices
  /// The side of a line break an insertion point belongs to.
  public var affinity: TextSelectionAffinity = .automatic

  /// A selection of `range`.
  public init(range: Range<String.Index>) { indices = .selection(range) }

  /// An insertion point at `insertionPoint`.
  public init(insertionPoint: String.Index) {
    indices = .selection(insertionPoint..<insertionPoint)
  }

  /// A selection of several ranges.
  public init(ranges: RangeSet<String.Index>) { indices = .multiSelection(ranges) }

  /// Whether the selection is an insertion point, with nothing selected.
  public var isInsertion: Bool {
    if case .selection(let range) = indices { return range.isEmpty }
    return false
  }
}

nonisolated extension View {
  /// The affinity of insertion points in text views below (not simulated).
  public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> some View {
    inert("textSelectionAffinity")
  }
}

/// A selection in a styled-text editor (iOS 26): an insertion point, with the attributes typing
/// would give, or characters, possibly in several ranges.
public struct AttributedTextSelection: Sendable {
  /// Where the selection is.
  public enum Indices: Equatable, Sendable {
    /// An insertion point.
    case insertionPoint(AttributedString.Index)
    /// The selected characters.
    case ranges(RangeSet<AttributedString.Index>)
  }

  enum Place: Sendable {
    case endOfText
    case insertion(AttributedString.Index)
    case ranges(RangeSet<AttributedString.Index>)
  }

  var place: Place
  /// Attributes set at an insertion point (a Bold tap with nothing selected): what typing
  /// there would give, until the selection moves.
  var typingAttributes: AttributeContainer?
  /// The character offsets of a selection ViewProbe made, for when the text changes under it.
  var knownOffsets: [Range<Int>]?

  /// An insertion point at the end of the text, a new editor's selection.
  public init() { place = .endOfText }

  /// The characters in `range`; an insertion point when it is empty.
  public init(range: Range<AttributedString.Index>) {
    place = range.isEmpty ? .insertion(range.lowerBound) : .ranges(RangeSet(range))
  }

  /// An insertion point at `insertionPoint`.
  public init(insertionPoint: AttributedString.Index) { place = .insertion(insertionPoint) }

  /// The characters in `ranges`; an insertion point at the start of the first when all are
  /// empty.
  public init(ranges: RangeSet<AttributedString.Index>) {
    place = .ranges(ranges)
  }

  /// Where the selection is in `text`. When `text` changed under the selection (the app set a
  /// new text), the selection keeps its character offsets, cut to the text's length, as UIKit's
  /// text views keep their selected range; one whose offsets are unknown is at the end.
  public func indices(in text: AttributedString) -> Indices {
    guard isValid(in: text) else {
      guard let knownOffsets else { return .insertionPoint(text.endIndex) }
      // Built from `text` itself: its indices are valid there.
      return AttributedTextSelection(offsets: knownOffsets, in: text).place.indices(in: text)
    }
    return place.indices(in: text)
  }
}

extension AttributedTextSelection.Place {
  /// The indices of this place in `text`, taken as they are.
  func indices(in text: AttributedString) -> AttributedTextSelection.Indices {
    switch self {
    case .endOfText: return .insertionPoint(text.endIndex)
    case .insertion(let index): return .insertionPoint(index)
    case .ranges(let ranges):
      guard let first = ranges.ranges.first else { return .insertionPoint(text.endIndex) }
      return ranges.ranges.allSatisfy(\.isEmpty)
        ? .insertionPoint(first.lowerBound) : .ranges(ranges)
    }
  }
}

extension AttributedTextSelection {
  /// Whether the selection's indices belong to `text` as it is now.
  func isValid(in text: AttributedString) -> Bool {
    switch place {
    case .endOfText: return true
    // An index at the end is not valid for reading a character, but is an insertion point.
    case .insertion(let index): return (index..<index).isValid(within: text)
    case .ranges(let ranges): return ranges.ranges.allSatisfy { $0.isValid(within: text) }
    }
  }

  /// The selection as character offsets into `text`, in order.
  func offsets(in text: AttributedString) -> [Range<Int>] {
    switch indices(in: text) {
    case .insertionPoint(let index): return [text.characterOffsets(of: index..<index)]
    case .ranges(let ranges):
      return ranges.ranges.filter { !$0.isEmpty }.map(text.characterOffsets(of:))
    }
  }

  /// The selection at `offsets` in `text`.
  init(offsets: [Range<Int>], in text: AttributedString) {
    let characters = text.characters
    let clamped = offsets.map { range in
      min(
        max(0, range.lowerBound), characters.count)..<min(
          max(0, range.upperBound), characters.count)
    }
    knownOffsets = clamped
    let ranges = clamped.map(text.characterRange)
    if ranges.allSatisfy(\.isEmpty) {
      place = .insertion(ranges.first?.lowerBound ?? text.endIndex)
    } else {
      place = .ranges(RangeSet(ranges.filter { !$0.isEmpty }))
    }
  }
}

extension AttributedString {
  /// Changes the attributes of what `selection` selects, run by run (only the part of each run
  /// inside the selection); at an insertion point, changes the attributes typing there gives.
  public mutating func transformAttributes<E: Error>(
    in selection: inout AttributedTextSelection,
    body: (inout AttributeContainer) throws(E) -> Void
  ) throws(E) {
    let offsets = selection.offsets(in: self)
    guard offsets.contains(where: { !$0.isEmpty }) else {
      var typing =
        selection.typingAttributes ?? typingAttributes(at: offsets.first?.lowerBound ?? 0)
      try body(&typing)
      selection.typingAttributes = typing
      return
    }
    var changes: [(Range<Int>, AttributeContainer)] = []
    for range in offsets where !range.isEmpty {
      let bounds = characterRange(range)
      for run in self[bounds].runs {
        var attributes = run.attributes
        try body(&attributes)
        changes.append((characterOffsets(of: run.range), attributes))
      }
    }
    for (range, attributes) in changes {
      self[characterRange(range)].setAttributes(attributes)
    }
    selection = AttributedTextSelection(offsets: offsets, in: self)
  }

  /// Replaces what `selection` selects with `newContent` in the typing attributes — those set at
  /// the insertion point, else those of the first selected character, or of the character before
  /// an insertion point — as UIKit's text views type; the caret ends after it.
  public mutating func replaceSelection(
    _ selection: inout AttributedTextSelection,
    withCharacters newContent: some Collection<Character>
  ) {
    let offsets = selection.offsets(in: self)
    let start = offsets.first?.lowerBound ?? characters.count
    let selectsCharacters = offsets.contains { !$0.isEmpty }
    let attributes =
      selection.typingAttributes ?? typingAttributes(at: selectsCharacters ? start + 1 : start)
    replace(
      &selection, at: offsets, with: AttributedString(String(newContent), attributes: attributes))
  }

  /// Replaces what `selection` selects with `newContent`, attributes and all; the caret ends
  /// after it.
  public mutating func replaceSelection(
    _ selection: inout AttributedTextSelection, with newContent: some AttributedStringProtocol
  ) {
    replace(
      &selection, at: selection.offsets(in: self),
      with: AttributedString(newContent[newContent.startIndex..<newContent.endIndex]))
  }

  /// Runs `body` on the text and moves `selection` with the characters it selected: text
  /// changed before it shifts it, text changed inside it keeps its edges within the change.
  public mutating func transform<E: Error>(
    updating selection: inout AttributedTextSelection,
    body: (inout AttributedString) throws(E) -> Void
  ) throws(E) {
    let before = Array(characters)
    let offsets = selection.offsets(in: self)
    try body(&self)
    let after = Array(characters)
    let edit = TextEdit(from: before, to: after)
    selection = AttributedTextSelection(
      offsets: offsets.map { edit.map($0.lowerBound)..<edit.map($0.upperBound) }, in: self)
  }

  /// Removes the characters at `offsets` and puts `content` where the first began.
  private mutating func replace(
    _ selection: inout AttributedTextSelection, at offsets: [Range<Int>],
    with content: AttributedString
  ) {
    for range in offsets.reversed() where !range.isEmpty {
      removeSubrange(characterRange(range))
    }
    let start = offsets.first?.lowerBound ?? characters.count
    insert(content, at: characterRange(start..<start).lowerBound)
    let caret = start + content.characters.count
    selection = AttributedTextSelection(offsets: [caret..<caret], in: self)
  }

  /// The attributes typing at `offset` gives: those of the character before it, or of the
  /// first character at the start.
  func typingAttributes(at offset: Int) -> AttributeContainer {
    guard !characters.isEmpty else { return AttributeContainer() }
    let at = min(max(offset - 1, 0), characters.count - 1)
    return runs[characterRange(at..<at + 1).lowerBound].attributes
  }

  /// The indices of the characters at `offsets`.
  func characterRange(_ offsets: Range<Int>) -> Range<AttributedString.Index> {
    let lower = characters.index(startIndex, offsetBy: offsets.lowerBound)
    return lower..<characters.index(lower, offsetBy: offsets.count)
  }

  /// The character offsets of `range`.
  func characterOffsets(of range: Range<AttributedString.Index>) -> Range<Int> {
    let lower = characters.distance(from: startIndex, to: range.lowerBound)
    return lower..<lower + characters.distance(from: range.lowerBound, to: range.upperBound)
  }
}

/// One change from a text to another as an app's or a typist's edit: the characters kept at
/// the start and the end, and what came between them.
struct TextEdit {
  /// Characters kept at the start.
  let prefix: Int
  /// Characters removed after the prefix.
  let removed: Int
  /// Characters inserted there.
  let inserted: Int

  init(from old: [Character], to new: [Character]) {
    var prefix = 0
    while prefix < min(old.count, new.count) && old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < min(old.count, new.count) - prefix
      && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    self.prefix = prefix
    removed = old.count - prefix - suffix
    inserted = new.count - prefix - suffix
  }

  /// Where an offset in the old text is in the new one: unmoved before the change, shifted after
  /// it, at the end of the insertion inside it.
  func map(_ offset: Int) -> Int {
    if offset <= prefix { return offset }
    if offset >= prefix + removed { return offset - removed + inserted }
    return prefix + inserted
  }
}

/// Where a styled-text editor's own formatting controls appear (iOS 26).
public struct TextInputFormattingControlPlacement: Sendable {
  /// A set of placements.
  public struct Set: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// A set from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The context menu, and the edit menu on iOS.
    public static let contextMenu = Set(rawValue: 1 << 0)
    /// The shortcuts bar on iPadOS.
    public static let inputAssistant = Set(rawValue: 1 << 1)
    /// Beneath the window toolbar (macOS).
    public static let accessoryBar = Set(rawValue: 1 << 2)
    /// The font panel (macOS).
    public static let fontPanel = Set(rawValue: 1 << 3)
    /// The platform's default placements.
    public static let `default`: Set = [.contextMenu, .inputAssistant]
    /// Every placement.
    public static let all: Set = [.contextMenu, .inputAssistant, .accessoryBar, .fontPanel]
  }
}

nonisolated extension View {
  /// Whether a styled-text editor's own formatting controls may show at `placement` (iOS 26; the
  /// system's controls are not simulated: an app's own buttons edit through the selection).
  public func textInputFormattingControlVisibility(
    _ visibility: Visibility, for placement: TextInputFormattingControlPlacement.Set
  ) -> some View {
    inert("textInputFormattingControlVisibility")
  }
}
