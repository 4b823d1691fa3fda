package org.pairlab.project;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;

/** An advisory lock file beside the project that tells a second process the project is already open. */
final class ProjectLock implements AutoCloseable {
    private final Path lockFile;
    private final FileChannel channel;
    private final FileLock lock;
    private final String otherHolder;

    private ProjectLock(Path lockFile, FileChannel channel, FileLock lock, String otherHolder) {
        this.lockFile = lockFile;
        this.channel = channel;
        this.lock = lock;
        this.otherHolder = otherHolder;
    }

    /** No lock at all: a read-only open writes nothing beside the project, not even a lock file. */
    static ProjectLock none() {
        return new ProjectLock(null, null, null, null);
    }

    static ProjectLock acquire(Path projectFile) {
        Path lockFile = projectFile.resolveSibling(projectFile.getFileName() + ".lock");
        try {
            FileChannel ch = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.READ,
                    StandardOpenOption.WRITE);
            FileLock lock = ch.tryLock();
            if (lock == null) {
                String holder = new String(Files.readAllBytes(lockFile), StandardCharsets.UTF_8).strip();
                ch.close();
                return new ProjectLock(lockFile, null, null, holder.isEmpty() ? "another process" : holder);
            }
            ch.truncate(0);
            ch.write(ByteBuffer.wrap(ManagementFactory.getRuntimeMXBean().getName().getBytes(StandardCharsets.UTF_8)));
            ch.force(false);
            return new ProjectLock(lockFile, ch, lock, null);
        } catch (IOException | java.nio.channels.OverlappingFileLockException e) {
            // Same JVM already holds it, or the folder is read-only: warn rather than refuse.
            return new ProjectLock(lockFile, null, null, "this or another process (" + e.getMessage() + ")");
        }
    }

    /** Who else holds the project, if anyone. */
    Optional<String> otherHolder() {
        return Optional.ofNullable(otherHolder);
    }

    @Override
    public void close() {
        try {
            if (lock != null) {
                lock.release();
            }
            if (channel != null) {
                channel.close();
                Files.deleteIfExists(lockFile);
            }
        } catch (IOException ignored) {
            // The lock file is advisory; a leftover one is harmless because the OS lock is gone.
        }
    }
}
