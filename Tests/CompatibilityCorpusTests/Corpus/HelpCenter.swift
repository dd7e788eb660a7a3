import Foundation
import MessageUI
import SafariServices
import WebKit

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

#if canImport(UIKit) || !canImport(SwiftUI)
  #if canImport(UIKit)
    import UIKit
  #endif

  /// A help centre as small apps build one from UIKit pieces: articles in a `WKWebView` whose
  /// coordinator follows navigation, the full site in `SFSafariViewController` (dismissed from
  /// its delegate), the share sheet, whose completion the app reports, and a support mail.
  struct HelpArticle: Identifiable, Hashable {
    let id: String
    let title: String
    var url: URL { URL(string: "https://help.example.com/\(id)")! }
  }

  struct ArticleWebView: UIViewRepresentable {
    let url: URL
    @Binding var canGoBack: Bool

    func makeCoordinator() -> Coordinator {
      Coordinator(canGoBack: $canGoBack)
    }

    func makeUIView(context: Context) -> WKWebView {
      let configuration = WKWebViewConfiguration()
      configuration.defaultWebpagePreferences.allowsContentJavaScript = false
      let webView = WKWebView(frame: .zero, configuration: configuration)
      webView.navigationDelegate = context.coordinator
      webView.allowsBackForwardNavigationGestures = true
      return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
      if webView.url != url {
        webView.load(URLRequest(url: url))
      }
    }

    final class Coordinator: NSObject, WKNavigationDelegate {
      var canGoBack: Binding<Bool>

      init(canGoBack: Binding<Bool>) {
        self.canGoBack = canGoBack
      }

      func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        canGoBack.wrappedValue = webView.canGoBack
      }
    }
  }

  struct SafariSheet: UIViewControllerRepresentable {
    let url: URL
    var onDone: () -> Void

    func makeCoordinator() -> Coordinator {
      Coordinator(onDone: onDone)
    }

    func makeUIViewController(context: Context) -> SFSafariViewController {
      let configuration = SFSafariViewController.Configuration()
      configuration.entersReaderIfAvailable = true
      let safari = SFSafariViewController(url: url, configuration: configuration)
      safari.dismissButtonStyle = .close
      safari.delegate = context.coordinator
      return safari
    }

    func updateUIViewController(_ safari: SFSafariViewController, context: Context) {}

    final class Coordinator: NSObject, SFSafariViewControllerDelegate {
      let onDone: () -> Void

      init(onDone: @escaping () -> Void) {
        self.onDone = onDone
      }

      func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
        onDone()
      }
    }
  }

  struct ShareSheet: UIViewControllerRepresentable {
    let items: [Any]
    var completion: (String?) -> Void

    func makeUIViewController(context: Context) -> UIActivityViewController {
      let sheet = UIActivityViewController(activityItems: items, applicationActivities: nil)
      sheet.excludedActivityTypes = [.assignToContact, .print]
      sheet.completionWithItemsHandler = { activity, completed, _, _ in
        completion(completed ? activity?.rawValue : nil)
      }
      return sheet
    }

    func updateUIViewController(_ sheet: UIActivityViewController, context: Context) {}
  }

  struct ArticleScreen: View {
    let article: HelpArticle
    @State private var canGoBack = false
    @State private var showsSafari = false
    @State private var showsShare = false
    @State private var shareResult = "Not shared"

    var body: some View {
      VStack {
        ArticleWebView(url: article.url, canGoBack: $canGoBack)
        Text(shareResult)
          .font(.footnote)
      }
      .navigationTitle(article.title)
      .toolbar {
        Button("Open in Safari") { showsSafari = true }
        Button("Share") { showsShare = true }
      }
      .sheet(isPresented: $showsSafari) {
        SafariSheet(url: article.url) { showsSafari = false }
      }
      .sheet(isPresented: $showsShare) {
        ShareSheet(items: [article.url]) { service in
          shareResult = service.map { "Shared with \($0)" } ?? "Sharing cancelled"
          showsShare = false
        }
      }
    }
  }

  struct SupportMail: UIViewControllerRepresentable {
    @Environment(\.dismiss) private var dismiss
    @Binding var outcome: String

    func makeCoordinator() -> Coordinator {
      Coordinator(self)
    }

    func makeUIViewController(context: Context) -> MFMailComposeViewController {
      let mail = MFMailComposeViewController()
      mail.mailComposeDelegate = context.coordinator
      mail.setToRecipients(["support@example.com"])
      mail.setSubject("Help with the app")
      mail.setMessageBody("<p>Describe your problem.</p>", isHTML: true)
      return mail
    }

    func updateUIViewController(_ mail: MFMailComposeViewController, context: Context) {}

    final class Coordinator: NSObject, MFMailComposeViewControllerDelegate {
      let parent: SupportMail

      init(_ parent: SupportMail) {
        self.parent = parent
      }

      func mailComposeController(
        _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
        error: Error?
      ) {
        parent.outcome = result == .sent ? "Message sent" : "No message sent"
        parent.dismiss()
      }
    }
  }

  /// The release notes in iOS 26's SwiftUI web view, with the page the app observes.
  @available(iOS 26.0, macOS 26.0, *)
  struct ReleaseNotes: View {
    @State private var page = WebPage()

    var body: some View {
      VStack {
        Text(page.url?.host() ?? "Loading")
        WebView(page)
          .webViewBackForwardNavigationGestures(.disabled)
      }
      .task {
        do {
          for try await _ in page.load(URLRequest(url: URL(string: "https://notes.example.com")!)) {
          }
        } catch {
          // The page shows WebKit's own error.
        }
      }
    }
  }

  struct HelpCenter: View {
    let articles = [
      HelpArticle(id: "billing", title: "Billing"),
      HelpArticle(id: "privacy", title: "Privacy"),
    ]
    @State private var writesMail = false
    @State private var mailOutcome = ""

    var body: some View {
      NavigationStack {
        List {
          ForEach(articles) { article in
            NavigationLink(article.title, value: article)
          }
          Section {
            Button("Contact support") { writesMail = MFMailComposeViewController.canSendMail() }
            Text(mailOutcome)
          }
        }
        .navigationTitle("Help")
        .navigationDestination(for: HelpArticle.self) { article in
          ArticleScreen(article: article)
        }
        .sheet(isPresented: $writesMail) {
          SupportMail(outcome: $mailOutcome)
        }
      }
    }
  }
#endif
