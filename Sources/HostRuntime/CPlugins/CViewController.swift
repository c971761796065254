import HostKit

/// A view controller of a C plugin: storyboards create it for scenes whose class is the C
/// class's name, and it forwards each callback to the C class's method of that name.
final class CViewController: ViewController, CAdapter {
    var binding: CBinding?

    override func awakeFromStoryboard() {
        super.awakeFromStoryboard()
        _ = binding?.call(.awakeFromStoryboard, on: self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        _ = binding?.call(.viewDidLoad, on: self)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        _ = binding?.call(.viewWillAppear, on: self, .bool(animated))
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        _ = binding?.call(.viewDidAppear, on: self, .bool(animated))
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        _ = binding?.call(.viewWillDisappear, on: self, .bool(animated))
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        _ = binding?.call(.viewDidDisappear, on: self, .bool(animated))
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        _ = binding?.call(.didReceiveMemoryWarning, on: self)
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        guard let binding, case .bool(let answer)? = binding.call(.shouldPerformSegue, on: self, .string(identifier), binding.handle(for: sender)) else {
            return super.shouldPerformSegue(withIdentifier: identifier, sender: sender)
        }
        return answer
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        guard let binding else { return }
        _ = binding.call(.prepareForSegue, on: self, binding.handle(for: segue), binding.handle(for: sender))
    }
}
