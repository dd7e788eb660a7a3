import AVFoundation
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

  /// A door scanner for event tickets, as apps scan codes without a package: a view controller
  /// runs a capture session (started off the main queue) whose metadata output hands QR codes to
  /// a reader object; the SwiftUI screen checks the ticket the code names.
  final class CodeReader: NSObject, AVCaptureMetadataOutputObjectsDelegate, @unchecked Sendable {
    var onCode: ((String) -> Void)?

    func metadataOutput(
      _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
      from connection: AVCaptureConnection
    ) {
      guard let code = metadataObjects.first as? AVMetadataMachineReadableCodeObject,
        let text = code.stringValue
      else { return }
      AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)
      onCode?(text)
    }
  }

  final class TicketCameraController: UIViewController {
    let session = AVCaptureSession()
    let reader = CodeReader()

    override func viewDidLoad() {
      super.viewDidLoad()
      guard let camera = AVCaptureDevice.default(for: .video),
        let input = try? AVCaptureDeviceInput(device: camera), session.canAddInput(input)
      else { return }
      session.addInput(input)
      let output = AVCaptureMetadataOutput()
      guard session.canAddOutput(output) else { return }
      session.addOutput(output)
      output.setMetadataObjectsDelegate(reader, queue: .main)
      output.metadataObjectTypes = [.qr]
      let preview = AVCaptureVideoPreviewLayer(session: session)
      preview.videoGravity = .resizeAspectFill
      preview.frame = view.layer.bounds
      view.layer.addSublayer(preview)
      let session = self.session
      DispatchQueue.global(qos: .userInitiated).async {
        session.startRunning()
      }
    }

    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      session.stopRunning()
    }
  }

  struct TicketCamera: UIViewControllerRepresentable {
    var onCode: (String) -> Void

    func makeUIViewController(context: Context) -> TicketCameraController {
      let controller = TicketCameraController()
      controller.reader.onCode = onCode
      return controller
    }

    func updateUIViewController(_ controller: TicketCameraController, context: Context) {
      controller.reader.onCode = onCode
    }
  }

  struct TicketScanner: View {
    let validTickets: Set<String>
    @State private var scanning = false
    @State private var verdict = "Scan a ticket at the door"

    var body: some View {
      VStack(spacing: 16) {
        Text(verdict)
        Button("Scan") { scanning = true }
      }
      .sheet(isPresented: $scanning) {
        TicketCamera { code in
          let ticket = code.replacingOccurrences(of: "TICKET:", with: "")
          verdict =
            validTickets.contains(ticket) ? "Ticket \(ticket) admitted" : "Ticket \(ticket) unknown"
          scanning = false
        }
        .ignoresSafeArea()
      }
    }
  }
#endif
