#if os(iOS) || os(tvOS) || os(visionOS)
  import UIKit
#endif

/// A view that wraps a UIKit view: SwiftUI makes the coordinator, then the view, once per
/// identity (`makeCoordinator()`, `makeUIView(context:)`), updates it after it is made and each
/// time its inputs change (`updateUIView(_:context:)`), and dismantles it when its identity leaves
/// the tree (`dismantleUIView(_:coordinator:)`). A harness hands a test the view and coordinator
/// it made (`uiView(of:)`, `coordinator(of:)`); nothing is drawn.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
  /// The UIKit view it makes.
  associatedtype UIViewType: UIView
  /// What carries the view's events back to SwiftUI (`Void` when there is none).
  associatedtype Coordinator = Void
  /// What its methods are given.
  typealias Context = UIViewRepresentableContext<Self>

  /// Makes the view, once per identity.
  @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
  /// Brings the view up to date with this value and the environment.
  @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
  /// Cleans up as the identity leaves the tree.
  @MainActor @preconcurrency static func dismantleUIView(
    _ uiView: Self.UIViewType, coordinator: Self.Coordinator)
  /// Makes the coordinator, once per identity, before the view.
  @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
  /// The view's size for `proposal` (`nil`: its own). Never asked here: nothing is laid out.
  @MainActor @preconcurrency func sizeThatFits(
    _ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context
  ) -> CGSize?
}

extension UIViewRepresentable {
  /// Does nothing.
  public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
  /// `nil`: the view's own size.
  public func sizeThatFits(
    _ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context
  ) -> CGSize? { nil }
  /// A representable has no body.
  public var body: Never { fatalError("\(Self.self) is a UIViewRepresentable: it has no body") }
}

extension UIViewRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() {}
}

/// What a `UIViewRepresentable`'s methods are given.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The identity's coordinator.
  public let coordinator: Representable.Coordinator
  /// The transaction of the update.
  public var transaction: Transaction
  /// The environment the view is in.
  public var environment: EnvironmentValues
}

/// A view that wraps a UIKit view controller; made, updated and dismantled as
/// ``UIViewRepresentable`` is. The controller's view loads as it is shown, and it gets
/// `viewWillAppear`/`viewDidAppear` after it is made, `viewWillDisappear`/`viewDidDisappear`
/// as it leaves (before it is dismantled).
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
  /// The UIKit view controller it makes.
  associatedtype UIViewControllerType: UIViewController
  /// What carries the controller's events back to SwiftUI (`Void` when there is none).
  associatedtype Coordinator = Void
  /// What its methods are given.
  typealias Context = UIViewControllerRepresentableContext<Self>

  /// Makes the controller, once per identity.
  @MainActor @preconcurrency func makeUIViewController(context: Self.Context)
    -> Self.UIViewControllerType
  /// Brings the controller up to date with this value and the environment.
  @MainActor @preconcurrency func updateUIViewController(
    _ uiViewController: Self.UIViewControllerType, context: Self.Context)
  /// Cleans up as the identity leaves the tree.
  @MainActor @preconcurrency static func dismantleUIViewController(
    _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
  /// Makes the coordinator, once per identity, before the controller.
  @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
  /// The controller's size for `proposal` (`nil`: its own). Never asked here.
  @MainActor @preconcurrency func sizeThatFits(
    _ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType,
    context: Self.Context
  ) -> CGSize?
}

extension UIViewControllerRepresentable {
  /// Does nothing.
  public static func dismantleUIViewController(
    _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator
  ) {}
  /// `nil`: the controller's own size.
  public func sizeThatFits(
    _ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType,
    context: Self.Context
  ) -> CGSize? { nil }
  /// A representable has no body.
  public var body: Never {
    fatalError("\(Self.self) is a UIViewControllerRepresentable: it has no body")
  }
}

extension UIViewControllerRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() {}
}

/// What a `UIViewControllerRepresentable`'s methods are given.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<
  Representable: UIViewControllerRepresentable
> {
  /// The identity's coordinator.
  public let coordinator: Representable.Coordinator
  /// The transaction of the update.
  public var transaction: Transaction
  /// The environment the controller is in.
  public var environment: EnvironmentValues
}

/// A UIKit view controller that shows a SwiftUI view, as UIKit code (a page view controller's
/// pages) makes one. Its root view is kept, not rendered: a harness does not see inside UIKit.
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
  /// The SwiftUI view it shows.
  public var rootView: Content

  /// A controller showing `rootView`.
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }

  /// Not available: a hosting controller needs its root view.
  public required init?(coder: NSCoder) { nil }

  /// Which sizes of its SwiftUI view it reports to UIKit (nothing is laid out).
  public var sizingOptions = UIHostingControllerSizingOptions()
}

extension UIHostingController: HostsSwiftUIView {
  var hostedView: any View { rootView }
}

/// A UIKit controller that shows a SwiftUI view (a hosting controller).
@MainActor
protocol HostsSwiftUIView: AnyObject {
  /// The SwiftUI view it shows now.
  var hostedView: any View { get }
}

/// Which sizes of its SwiftUI view a hosting controller reports to UIKit.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
  /// The options' bits.
  public let rawValue: Int
  /// Options from bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Its preferred content size (for a popover or sheet).
  public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
  /// Its view's intrinsic content size (for Auto Layout).
  public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}
