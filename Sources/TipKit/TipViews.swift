import Foundation
import ViewProbe

/// A tip shown inline: while its status is `.available`, its image, title, message, a close
/// button (found as "Close": closing invalidates the tip with `.tipClosed`) and its actions;
/// otherwise nothing.
public struct TipView<Content: Tip>: View {
  let tip: Content?
  let action: @MainActor @Sendable (Tips.Action) -> Void

  /// Shows `tip` (none: nothing), its arrow on `arrowEdge` (not drawn); `action` runs after an
  /// action's own handler when the user taps it.
  public init(
    _ tip: Content?, arrowEdge: Edge? = nil,
    action: @escaping @MainActor @Sendable (Tips.Action) -> Void = { _ in }
  ) {
    self.tip = tip
    self.action = action
  }

  /// Shows `tip` while `isPresented` (iOS 26), which turns `true` when the tip shows.
  public init(
    _ tip: Content?, isPresented: Binding<Bool>?, arrowEdge: Edge? = nil,
    action: @escaping @MainActor @Sendable (Tips.Action) -> Void = { _ in }
  ) {
    self.init(tip, arrowEdge: arrowEdge, action: action)
  }

  /// The tip's card while it is available.
  public var body: some View {
    if let tip, TipDatastore.current?.status(of: tip) == .available {
      TipCard(tip: tip, action: action)
    }
  }
}

extension TipView where Content == AnyTip {
  /// Shows any tip.
  public init(
    _ tip: (any Tip)?, arrowEdge: Edge? = nil,
    action: @escaping @MainActor @Sendable (Tips.Action) -> Void = { _ in }
  ) {
    self.tip = tip.map(AnyTip.init)
    self.action = action
  }
}

/// Any tip, as one type.
public struct AnyTip: Tip {
  let base: any Tip

  /// Wraps `tip`.
  public init(_ tip: any Tip) { base = tip }

  /// The wrapped tip's identifier.
  public var id: String { base.id }
  /// Its title.
  public var title: Text { base.title }
  /// Its message.
  public var message: Text? { base.message }
  /// Its image.
  public var image: Image? { base.image }
  /// Its actions.
  public var actions: [Tips.Action] { base.actions }
  /// Its rules.
  public var rules: [Tips.Rule] { base.rules }
  /// Its options.
  public var options: [any TipOption] { base.options }
}

/// What a shown tip looks like: counted as a display from when it appears to when it leaves.
struct TipCard<Content: Tip>: View {
  let tip: Content
  let action: @MainActor @Sendable (Tips.Action) -> Void

  var body: some View {
    let limit = tip.options.compactMap { $0 as? Tips.MaxDisplayCount }.first?.count
    let id = tip.id
    VStack(alignment: .leading) {
      HStack(alignment: .top) {
        if let image = tip.image { image }
        VStack(alignment: .leading) {
          tip.title.font(.headline)
          if let message = tip.message { message.foregroundStyle(.secondary) }
        }
        Spacer()
        Button {
          tip.invalidate(reason: .tipClosed)
        } label: {
          Image(systemName: "xmark")
        }
        .accessibilityLabel("Close")
      }
      ForEach(Array(tip.actions.enumerated()), id: \.offset) { index, item in
        let numbered = Tips.Action(item, index: index)
        Button {
          numbered.handler()
          action(numbered)
        } label: {
          numbered.label()
        }
      }
    }
    .onAppear { TipDatastore.current?.appeared(id) }
    .onDisappear { TipDatastore.current?.disappeared(id, limit: limit) }
  }
}

/// The look of tip views (kept: ViewProbe does not call a style's body).
public protocol TipViewStyle: Sendable {
  /// The style's view.
  associatedtype Body: View
  /// What a tip looks like in this style.
  @MainActor func makeBody(configuration: Configuration) -> Body
  /// The tip the style draws.
  typealias Configuration = TipViewStyleConfiguration
}

/// What a tip view style draws.
public struct TipViewStyleConfiguration {
  /// The tip.
  public let tip: any Tip
  /// Its title.
  public var title: Text? { tip.title }
  /// Its message.
  public var message: Text? { tip.message }
  /// Its image.
  public var image: Image? { tip.image }
  /// Its actions.
  public var actions: [Tips.Action] { tip.actions }
}

/// TipKit's own tip look.
public struct MiniTipViewStyle: TipViewStyle {
  /// The look.
  public init() {}
  /// The tip's title.
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

extension TipViewStyle where Self == MiniTipViewStyle {
  /// TipKit's own look.
  public static var miniTip: MiniTipViewStyle { MiniTipViewStyle() }
}

nonisolated extension View {
  /// Shows `tip` as a popover on this view while its status is `.available` (with the same card
  /// as `TipView`: "Close" invalidates it with `.tipClosed`). The popover covers nothing here.
  public func popoverTip(
    _ tip: (any Tip)?, arrowEdge: Edge? = nil,
    action: @escaping @MainActor @Sendable (Tips.Action) -> Void = { _ in }
  ) -> some View {
    modifier(PopoverTipModifier(tip: tip.map(AnyTip.init), action: action))
  }

  /// Draws tip views in `style` (kept: not drawn).
  public func tipViewStyle(_ style: some TipViewStyle) -> some View { self }

  /// Sets tip views' background (kept: not drawn).
  public func tipBackground(_ style: some ShapeStyle) -> some View { self }

  /// Sets tip views' corner radius (kept: not drawn).
  public func tipCornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }

  /// Sets the size of tip views' images (kept: not drawn).
  public func tipImageSize(_ size: CGSize) -> some View { self }

  /// Sets the style of tip views' images (kept: not drawn).
  public func tipImageStyle(_ style: some ShapeStyle) -> some View { self }
}

struct PopoverTipModifier: ViewModifier {
  let tip: AnyTip?
  let action: @MainActor @Sendable (Tips.Action) -> Void

  func body(content: Content) -> some View {
    content
    if let tip, TipDatastore.current?.status(of: tip) == .available {
      TipCard(tip: tip, action: action)
    }
  }
}
