import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

#if canImport(UIKit) || !canImport(SwiftUI)
  #if canImport(UIKit)
    import UIKit
  #endif

  /// A featured-places carousel as apps built it before SwiftUI had paging: a
  /// `UIPageViewController` of hosted SwiftUI cards, wrapped with a coordinator that is its data
  /// source and delegate, and UIKit page dots whose action writes the same binding.
  struct FeaturedPlace: Identifiable, Hashable {
    let id: Int
    let name: String
  }

  struct FeatureCard: View {
    let place: FeaturedPlace

    var body: some View {
      Text(place.name)
        .font(.title)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.orange.opacity(0.3))
    }
  }

  struct CardPager<Page: View>: UIViewControllerRepresentable {
    var pages: [Page]
    @Binding var currentPage: Int

    func makeCoordinator() -> Coordinator {
      Coordinator(self)
    }

    func makeUIViewController(context: Context) -> UIPageViewController {
      let pager = UIPageViewController(
        transitionStyle: .scroll, navigationOrientation: .horizontal)
      pager.dataSource = context.coordinator
      pager.delegate = context.coordinator
      return pager
    }

    func updateUIViewController(_ pager: UIPageViewController, context: Context) {
      context.coordinator.parent = self
      pager.setViewControllers(
        [context.coordinator.controllers[currentPage]], direction: .forward, animated: true)
    }

    final class Coordinator: NSObject, UIPageViewControllerDataSource,
      UIPageViewControllerDelegate
    {
      var parent: CardPager
      var controllers: [UIViewController]

      init(_ pager: CardPager) {
        parent = pager
        controllers = pager.pages.map { UIHostingController(rootView: $0) }
      }

      func pageViewController(
        _ pageViewController: UIPageViewController,
        viewControllerBefore viewController: UIViewController
      ) -> UIViewController? {
        guard let index = controllers.firstIndex(of: viewController) else { return nil }
        return index == 0 ? controllers.last : controllers[index - 1]
      }

      func pageViewController(
        _ pageViewController: UIPageViewController,
        viewControllerAfter viewController: UIViewController
      ) -> UIViewController? {
        guard let index = controllers.firstIndex(of: viewController) else { return nil }
        return index + 1 == controllers.count ? controllers.first : controllers[index + 1]
      }

      func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
      ) {
        if completed, let shown = pageViewController.viewControllers?.first,
          let index = controllers.firstIndex(of: shown)
        {
          parent.currentPage = index
        }
      }
    }
  }

  struct CardDots: UIViewRepresentable {
    var numberOfPages: Int
    @Binding var currentPage: Int

    func makeCoordinator() -> Coordinator {
      Coordinator(self)
    }

    func makeUIView(context: Context) -> UIPageControl {
      let dots = UIPageControl()
      dots.numberOfPages = numberOfPages
      dots.addAction(
        UIAction { [coordinator = context.coordinator] action in
          if let dots = action.sender as? UIPageControl {
            coordinator.parent.currentPage = dots.currentPage
          }
        }, for: .valueChanged)
      return dots
    }

    func updateUIView(_ dots: UIPageControl, context: Context) {
      context.coordinator.parent = self
      dots.currentPage = currentPage
    }

    final class Coordinator {
      var parent: CardDots

      init(_ dots: CardDots) {
        parent = dots
      }
    }
  }

  struct FeaturedCarousel: View {
    var places: [FeaturedPlace]
    @State private var currentPage = 0

    var body: some View {
      VStack {
        ZStack(alignment: .bottomTrailing) {
          CardPager(pages: places.map { FeatureCard(place: $0) }, currentPage: $currentPage)
          CardDots(numberOfPages: places.count, currentPage: $currentPage)
            .frame(width: CGFloat(places.count * 18))
            .padding(.trailing)
        }
        .aspectRatio(3 / 2, contentMode: .fit)
        Text("Now showing \(places[currentPage].name)")
          .font(.caption)
      }
    }
  }
#endif
