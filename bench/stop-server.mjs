/** Stops a storefront the bench started and waits for it: exiting first would close the pipe its shutdown still logs to. */
export async function stopServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  await new Promise((resolve) => {
    server.once('exit', resolve);
    server.kill('SIGTERM');
  });
}
