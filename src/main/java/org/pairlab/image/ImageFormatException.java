package org.pairlab.image;

import java.nio.file.Path;

/** An image file cannot be used; the message names the file and the reason. */
public class ImageFormatException extends Exception {
    private final Path file;

    public ImageFormatException(Path file, String reason) {
        super(file + ": " + reason);
        this.file = file;
    }

    public ImageFormatException(Path file, String reason, Throwable cause) {
        super(file + ": " + reason, cause);
        this.file = file;
    }

    public Path file() {
        return file;
    }
}
