package org.pairlab.ui;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Node;
import javafx.scene.image.WritableImage;
import javax.imageio.ImageIO;
import org.testfx.util.WaitForAsyncUtils;

/** Writes a node's snapshot to {@code docs/images/<name>} for the screenshot tests (run with -Dpairlab.screenshots=true). */
final class Screenshots {
    private Screenshots() {
    }

    /** Lets layout and charts settle for {@code settleMillis}, then snapshots {@code node} on the FX thread. */
    static void save(Node node, String name, long settleMillis) throws Exception {
        WaitForAsyncUtils.sleep(settleMillis, TimeUnit.MILLISECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        WritableImage img = WaitForAsyncUtils.asyncFx(() -> node.snapshot(null, null)).get(30, TimeUnit.SECONDS);
        Path out = Path.of("docs/images").resolve(name);
        Files.createDirectories(out.getParent());
        ImageIO.write(SwingFXUtils.fromFXImage(img, null), "png", out.toFile());
    }
}
