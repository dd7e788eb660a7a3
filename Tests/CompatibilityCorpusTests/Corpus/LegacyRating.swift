import Foundation
import StoreKit

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

#if canImport(UIKit) || !canImport(SwiftUI)
  #if canImport(UIKit)
    import UIKit
  #endif

  /// A settings screen as iOS 14-era SwiftUI apps wrote it: UIKit appearance proxies set in the
  /// view's initializer (a clear list background, white bar titles), a UIKit font, and a rating
  /// request through `SKStoreReviewController` in the foreground window scene.
  struct LegacyRating: View {
    @AppStorage("launches") private var launches = 0

    init() {
      UITableView.appearance().backgroundColor = .clear
      UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.white]
      UINavigationBar.appearance().titleTextAttributes = [
        .foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 17, weight: .semibold),
      ]
      UISegmentedControl.appearance().selectedSegmentTintColor = .systemBlue
    }

    var body: some View {
      NavigationView {
        List {
          Text("Launches: \(launches)")
            .font(Font(UIFont.preferredFont(forTextStyle: .body)))
          Button("Rate the app") {
            launches += 1
            if let scene = UIApplication.shared.connectedScenes
              .first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene
            {
              SKStoreReviewController.requestReview(in: scene)
            }
          }
        }
        .navigationBarTitle("Settings")
      }
    }
  }
#endif
